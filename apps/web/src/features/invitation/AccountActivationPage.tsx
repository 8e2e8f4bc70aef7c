import { Alert, Button, Flex, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { InviteDetails } from '@srd/contract';
import { useLang } from '../../platform/i18n';
import { ACCOUNT_ACTIVATION_PATH, LOGIN_PATH } from '../../platform/navigation';
import { PublicFrame } from '../../platform/public/PublicFrame';
import { ActivationForm } from './ActivationForm';
import { validateInvitation, type LinkParams } from './api';
import { refusalOf, type Refusal } from './refusal';

type LinkState =
  { kind: 'checking' } | { kind: 'open'; invitation: InviteDetails } | { kind: 'refused'; refusal: Refusal };

function linkOf(params: URLSearchParams): LinkParams | null {
  const [timestamp, sign, email] = ['timestamp', 'sign', 'email'].map((name) => params.get(name));
  return timestamp && sign && email ? { timestamp, sign, email } : null;
}

/** Public page /accountActivation: opens the invitation e-mail's link; the invitee chooses login id and password. */
export function AccountActivationPage() {
  const { t } = useTranslation('activation');
  const lang = useLang();
  const [params] = useSearchParams();
  const link = linkOf(params);
  const [state, setState] = useState<LinkState>({ kind: 'checking' });

  // The effect follows the link's text, not its object (new each render), and the language the answer comes in.
  const query = link && new URLSearchParams(link).toString();
  useEffect(() => {
    if (!link) {
      setState({ kind: 'refused', refusal: { state: 'invalid', message: t('states.incomplete') } });
      return;
    }
    let current = true;
    setState({ kind: 'checking' });
    validateInvitation(link).then(
      (invitation) => current && setState({ kind: 'open', invitation }),
      (error: unknown) => {
        if (!current) return;
        const refusal = refusalOf(error) ?? { state: 'invalid', message: (error as Error).message };
        setState({ kind: 'refused', refusal });
      },
    );
    return () => {
      current = false;
    };
  }, [query, lang]);

  return (
    <PublicFrame page={ACCOUNT_ACTIVATION_PATH} heading={t('heading')}>
      {state.kind === 'checking' && (
        <Flex id="activationChecking" vertical align="center" gap="small">
          <Spin />
          {t('checking')}
        </Flex>
      )}
      {state.kind === 'refused' && <RefusedLink refusal={state.refusal} />}
      {state.kind === 'open' && link && (
        <ActivationForm
          link={link}
          invitation={state.invitation}
          onRefused={(refusal) => setState({ kind: 'refused', refusal })}
        />
      )}
    </PublicFrame>
  );
}

function RefusedLink({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation('activation');
  return (
    <Flex id="activationRefused" data-state={refusal.state} vertical gap="middle">
      <Alert
        type={refusal.state === 'activated' ? 'info' : 'error'}
        showIcon
        title={t(`states.${refusal.state}`)}
        description={refusal.message}
      />
      <Link to={LOGIN_PATH} id="toLoginLink">
        <Button type={refusal.state === 'activated' ? 'primary' : 'default'} block>
          {t('toLogin')}
        </Button>
      </Link>
    </Flex>
  );
}
