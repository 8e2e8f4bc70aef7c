import { Flex, Tag } from 'antd';
import type { UserProfile } from '@srd/contract';
import { localName } from '../../platform/format/localName';
import { useLang } from '../../platform/i18n';

/** The user's roles, named in the current language. */
export function ProfileRoles({ roles }: { roles: UserProfile['roles'] }) {
  const lang = useLang();
  return (
    <Flex id="profileRoles" wrap gap={4}>
      {roles.map((role) => (
        <Tag key={role.id} color="blue">
          {localName(role, lang)}
        </Tag>
      ))}
    </Flex>
  );
}
