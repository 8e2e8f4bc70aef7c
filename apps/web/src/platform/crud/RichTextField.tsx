import {
  BoldOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Flex, Input, Segmented, Tooltip, type GetRef } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { wrapSelection, type Wrap } from './richText';

interface RichTextFieldProps {
  id?: string;
  /** The field's name for screen readers, where no label of its own points at it (one editor per language tab). */
  ariaLabel?: string;
  /** HTML source. */
  value?: string;
  onChange?: (html: string) => void;
  maxLength?: number;
}

type Tool = { key: string; icon: ReactNode; wrap: Wrap };

const TOOLS: Tool[] = [
  { key: 'bold', icon: <BoldOutlined />, wrap: { before: '<strong>', after: '</strong>' } },
  { key: 'italic', icon: <ItalicOutlined />, wrap: { before: '<em>', after: '</em>' } },
  { key: 'heading', icon: <FontSizeOutlined />, wrap: { before: '<h3>', after: '</h3>' } },
  { key: 'bulletList', icon: <UnorderedListOutlined />, wrap: { before: '<ul>\n  <li>', after: '</li>\n</ul>' } },
  { key: 'numberedList', icon: <OrderedListOutlined />, wrap: { before: '<ol>\n  <li>', after: '</li>\n</ol>' } },
  { key: 'link', icon: <LinkOutlined />, wrap: { before: '<a href="https://">', after: '</a>' } },
];

// A sandbox without permissions: whatever the source holds, the preview runs no script and reaches nothing.
const previewDocument = (html: string) =>
  '<!doctype html><html><head><meta charset="utf-8">' +
  '<style>body{font:14px/1.6 system-ui,sans-serif;margin:8px}img{max-width:100%}</style>' +
  `</head><body>${html}</body></html>`;

/**
 * Rich text as HTML source with a few formatting buttons and a preview, a Form control. A full
 * editor would not fit the screens' budget; the server sanitises what is saved either way.
 */
export function RichTextField({ id, value = '', onChange, maxLength, ariaLabel }: RichTextFieldProps) {
  const { t } = useTranslation('crud');
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const area = useRef<GetRef<typeof Input.TextArea>>(null);

  const apply = (wrap: Wrap) => {
    const element = area.current?.resizableTextArea?.textArea;
    if (!element) return;
    const next = wrapSelection(value, element.selectionStart, element.selectionEnd, wrap);
    onChange?.(next.text);
    // After React has written the new text: keep the wrapped words selected.
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.start, next.end);
    });
  };

  return (
    <Flex vertical gap={6} className="rich-text-field">
      <Flex justify="space-between" align="center" wrap gap={6}>
        <Segmented
          size="small"
          value={mode}
          onChange={setMode}
          options={[
            { value: 'edit', label: t('richText.edit') },
            { value: 'preview', label: t('richText.preview') },
          ]}
        />
        {mode === 'edit' && (
          <Flex gap={2} wrap>
            {TOOLS.map((tool) => (
              <Tooltip key={tool.key} title={t(`richText.${tool.key}` as never)}>
                <Button
                  size="small"
                  type="text"
                  icon={tool.icon}
                  aria-label={t(`richText.${tool.key}` as never)}
                  onClick={() => apply(tool.wrap)}
                />
              </Tooltip>
            ))}
          </Flex>
        )}
      </Flex>
      {mode === 'edit' ? (
        <Input.TextArea
          id={id}
          aria-label={ariaLabel}
          ref={area}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          maxLength={maxLength}
          autoSize={{ minRows: 6, maxRows: 16 }}
          style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 }}
        />
      ) : (
        <iframe
          title={t('richText.preview')}
          className="rich-text-preview"
          sandbox=""
          srcDoc={previewDocument(value)}
          style={{
            width: '100%',
            height: 260,
            border: '1px solid rgba(5, 5, 5, 0.15)',
            borderRadius: 6,
            background: '#fff',
          }}
        />
      )}
    </Flex>
  );
}
