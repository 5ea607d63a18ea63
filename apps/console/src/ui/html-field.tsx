/**
 * An HTML field written in a rich-text editor (TipTap) or, in its "HTML" mode, typed as source,
 * beside a live preview. The form's value is an HTML string either way: the visual editor writes
 * its HTML into the form only when someone edits in it, so HTML it cannot show (a table, say) is
 * kept as long as nobody edits it visually. The preview is a sandboxed frame (no scripts, no
 * same-origin access): what an editor types cannot act in the console; the server sanitizes the
 * HTML on save, and the preview then shows what visitors get. Used inside an antd Form.
 */
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Divider, Form, Input, Modal, Segmented, Tooltip, Typography, theme, type ButtonProps } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useT } from '../platform/i18n/index.ts';

type Mode = 'visual' | 'html';

export function HtmlField({ name, label, hint, max, testId, rows = 18 }: { name: string; label: string; hint: string; max: number; testId: string; rows?: number }) {
  const { t } = useT();
  const form = Form.useFormInstance();
  const html = (Form.useWatch(name, form) as string | undefined) ?? (form.getFieldValue(name) as string | undefined) ?? '';
  return (
    <div className="yc-editor">
      <Form.Item name={name} label={label} extra={hint} rules={[{ max }]}>
        <HtmlEditor testId={testId} rows={rows} />
      </Form.Item>
      <div>
        <Typography.Text>{t('richText.preview')}</Typography.Text>
        <HtmlPreview html={html} title={t('richText.preview')} />
      </div>
    </div>
  );
}

/** Operator HTML as visitors get it, in a frame that cannot run it (the field's preview, a translation's source). */
export function HtmlPreview({ html, title, height }: { html: string; title: string; height?: number }) {
  return (
    // sandbox without allow-scripts or allow-same-origin: the HTML cannot run or reach the console.
    <iframe className="yc-editor__preview" sandbox="" title={title} style={height ? { height } : undefined} srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font:15px/1.7 sans-serif;margin:12px;color:#222}img{max-width:100%}</style>${html}`} />
  );
}

/** The field's control: antd's Form.Item gives it the HTML string as `value` and takes edits through `onChange`. */
function HtmlEditor({ value = '', onChange, testId, rows, id }: { value?: string; onChange?: (html: string) => void; testId: string; rows: number; id?: string }) {
  const { t } = useT();
  const [mode, setMode] = useState<Mode>('visual');
  const { token } = theme.useToken();
  // The console's colours (ConfigProvider) for the editor's frame and active tools.
  const colours = { '--yc-rich-primary': token.colorPrimary, '--yc-rich-primary-bg': token.colorPrimaryBg, '--yc-rich-focus': token.controlOutline } as CSSProperties;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        // No empty paragraph added after a closing heading or list: the HTML stays as written.
        trailingNode: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Image,
    ],
    content: value,
    editorProps: { attributes: { class: 'yc-rich__content', 'data-testid': `${testId}-rich`, 'aria-label': t('richText.editor') } },
    // Only an edit made here writes the form: loading HTML into the editor never rewrites it.
    onUpdate: ({ editor: changed }) => onChange?.(changed.isEmpty ? '' : changed.getHTML()),
  });

  // HTML typed in the other mode (or set by the form) reaches the editor without counting as an edit.
  useEffect(() => {
    if (editor.isFocused) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (shown !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="yc-rich" id={id} style={colours}>
      <Segmented<Mode>
        size="small"
        className="yc-rich__mode"
        value={mode}
        onChange={setMode}
        options={[
          { value: 'visual', label: <span data-testid={`${testId}-mode-visual`}>{t('richText.visual')}</span> },
          { value: 'html', label: <span data-testid={`${testId}-mode-html`}>{t('richText.html')}</span> },
        ]}
      />
      {mode === 'visual' ? (
        <div className="yc-rich__frame">
          <Toolbar editor={editor} testId={testId} />
          <EditorContent editor={editor} />
        </div>
      ) : (
        <Input.TextArea rows={rows} className="yc-editor__source" data-testid={testId} value={value} onChange={(event) => onChange?.(event.target.value)} />
      )}
    </div>
  );
}

function Toolbar({ editor, testId }: { editor: Editor; testId: string }) {
  const { t } = useT();
  const [asking, setAsking] = useState<'link' | 'image' | null>(null);
  const [url, setUrl] = useState('');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      // Plain text: a paragraph that is not inside a list or a quote.
      paragraph: current.isActive('paragraph') && !current.isActive('bulletList') && !current.isActive('orderedList') && !current.isActive('blockquote'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (key: string, title: string, icon: ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip title={title} key={key}>
      <Button
        size="small"
        type="text"
        className={active ? 'yc-rich__tool yc-rich__tool--active' : 'yc-rich__tool'}
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        disabled={disabled}
        data-testid={`${testId}-tool-${key}`}
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const ask = (kind: 'link' | 'image') => {
    setUrl(kind === 'link' ? ((editor.getAttributes('link').href as string | undefined) ?? '') : '');
    setAsking(kind);
  };
  const answer = () => {
    const given = url.trim();
    if (asking === 'link') {
      if (given) chain().extendMarkRange('link').setLink({ href: given }).run();
      else chain().extendMarkRange('link').unsetLink().run();
    } else if (asking === 'image' && given) chain().setImage({ src: given }).run();
    setAsking(null);
  };
  return (
    <div className="yc-rich__toolbar" role="toolbar" aria-label={t('richText.toolbar')}>
      {tool('paragraph', t('richText.paragraph'), <span className="yc-rich__glyph">{t('richText.paragraphShort')}</span>, state.paragraph, () => chain().setParagraph().run())}
      {tool('h2', t('richText.heading2'), <span className="yc-rich__glyph">H2</span>, state.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {tool('h3', t('richText.heading3'), <span className="yc-rich__glyph">H3</span>, state.h3, () => chain().toggleHeading({ level: 3 }).run())}
      <Divider type="vertical" />
      {tool('bold', t('richText.bold'), <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
      {tool('italic', t('richText.italic'), <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
      {tool('link', t('richText.link'), <LinkOutlined />, state.link, () => ask('link'))}
      <Divider type="vertical" />
      {tool('bullet-list', t('richText.bulletList'), <UnorderedListOutlined />, state.bulletList, () => chain().toggleBulletList().run())}
      {tool('ordered-list', t('richText.orderedList'), <OrderedListOutlined />, state.orderedList, () => chain().toggleOrderedList().run())}
      {tool('quote', t('richText.quote'), <span className="yc-rich__glyph yc-rich__glyph--quote">“</span>, state.blockquote, () => chain().toggleBlockquote().run())}
      {tool('image', t('richText.image'), <PictureOutlined />, false, () => ask('image'))}
      <Divider type="vertical" />
      {tool('undo', t('richText.undo'), <UndoOutlined />, false, () => chain().undo().run(), !state.canUndo)}
      {tool('redo', t('richText.redo'), <RedoOutlined />, false, () => chain().redo().run(), !state.canRedo)}
      <Modal
        open={asking !== null}
        title={asking === 'image' ? t('richText.imageTitle') : t('richText.linkTitle')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onOk={answer}
        onCancel={() => setAsking(null)}
        okButtonProps={{ 'data-testid': `${testId}-url-ok` } as ButtonProps}
        destroyOnHidden
      >
        <Input
          autoFocus
          value={url}
          placeholder="https://"
          onChange={(event) => setUrl(event.target.value)}
          onPressEnter={answer}
          data-testid={`${testId}-url`}
        />
        <Typography.Paragraph type="secondary" className="yc-rich__url-hint">{asking === 'image' ? t('richText.imageHint') : t('richText.linkHint')}</Typography.Paragraph>
      </Modal>
    </div>
  );
}
