import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { announcementAttachmentMaxBytes, announcementImageTypes } from '@srm/contract';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Divider, Input, Modal, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptions } from '../../platform/captions.ts';
import { attachmentImageUrl } from './AnnouncementBody.tsx';
import { attachmentIdOfSrc, attachmentSrc, uploadAnnouncementFile } from './announcementApi.ts';

/**
 * The announcement body editor (Tiptap, in a chunk of its own: only the editor drawer loads it). It writes what the
 * server's allowlist keeps (server/src/modules/announcement/announcement.sanitize.ts): paragraphs, h2–h4, bold,
 * italic, underline, strike, lists, quotes, links, and images uploaded as the announcement's attachments.
 */

/** An uploaded image: saved as its download path, shown through an authorised download (an `<img>` has no token). */
const AttachmentImage = Image.extend({
  addNodeView() {
    return ({ node }) => {
      const img = document.createElement('img');
      img.alt = String(node.attrs.alt ?? '');
      const id = attachmentIdOfSrc(String(node.attrs.src ?? ''));
      if (id !== null) void attachmentImageUrl(id).then((url) => (img.src = url));
      return { dom: img };
    };
  },
}).configure({ allowBase64: false });

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      isAllowedUri: (url) => /^(https?:\/\/|mailto:)/i.test(url),
      HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
    },
  }),
  AttachmentImage,
];

function Tool({
  title,
  icon,
  active,
  disabled,
  onClick,
  testId,
}: {
  title: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  testId?: string;
}) {
  return (
    <Tooltip title={title} mouseEnterDelay={0.6}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        className={active ? 'ann-tool-active' : undefined}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
        data-testid={testId}
      />
    </Tooltip>
  );
}

function Toolbar({ editor, onLink, onImage }: { editor: Editor; onLink: () => void; onImage: () => void }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (key: string) => t(`announcement.editor.${key}`);
  const heading = (level: 2 | 3 | 4) => (
    <Tool
      key={level}
      title={tool(`h${level}`)}
      icon={<span className="ann-tool-text">H{level}</span>}
      active={state[`h${level}`]}
      onClick={() => chain().toggleHeading({ level }).run()}
      testId={`ann-tool-h${level}`}
    />
  );
  return (
    <div className="ann-toolbar" role="toolbar" aria-label={tool('toolbar')}>
      <Tool
        title={tool('bold')}
        icon={<BoldOutlined />}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
        testId="ann-tool-bold"
      />
      <Tool
        title={tool('italic')}
        icon={<ItalicOutlined />}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <Tool
        title={tool('underline')}
        icon={<UnderlineOutlined />}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <Tool
        title={tool('strike')}
        icon={<StrikethroughOutlined />}
        active={state.strike}
        onClick={() => chain().toggleStrike().run()}
      />
      <Divider orientation="vertical" />
      {heading(2)}
      {heading(3)}
      {heading(4)}
      <Divider orientation="vertical" />
      <Tool
        title={tool('bulletList')}
        icon={<UnorderedListOutlined />}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        title={tool('orderedList')}
        icon={<OrderedListOutlined />}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Divider orientation="vertical" />
      <Tool
        title={tool('link')}
        icon={<LinkOutlined />}
        active={state.link}
        onClick={onLink}
        testId="ann-tool-link"
      />
      <Tool title={tool('image')} icon={<PictureOutlined />} onClick={onImage} testId="ann-tool-image" />
      <Divider orientation="vertical" />
      <Tool
        title={tool('undo')}
        icon={<UndoOutlined />}
        disabled={!state.undo}
        onClick={() => chain().undo().run()}
      />
      <Tool
        title={tool('redo')}
        icon={<RedoOutlined />}
        disabled={!state.redo}
        onClick={() => chain().redo().run()}
      />
    </div>
  );
}

/** The link dialog: a web address (http/https) or a mail address; empty removes the link. */
function LinkDialog({
  open,
  initial,
  onClose,
  onApply,
}: {
  open: boolean;
  initial: string;
  onClose: () => void;
  onApply: (href: string) => void;
}) {
  const { t } = useTranslation();
  const [href, setHref] = useState(initial);
  useEffect(() => {
    if (open) setHref(initial);
  }, [open, initial]);
  const text = href.trim();
  const normalised = /^[\w.+-]+@[\w-]+\.[\w.-]+$/.test(text)
    ? `mailto:${text}`
    : /^(https?:\/\/|mailto:)/i.test(text) || text === ''
      ? text
      : `https://${text}`;
  const valid = text === '' || /^(https?:\/\/[^\s]+\.[^\s]+|mailto:[^\s@]+@[^\s]+)$/i.test(normalised);
  return (
    <Modal
      open={open}
      title={t('announcement.editor.linkTitle')}
      onCancel={onClose}
      onOk={() => valid && onApply(normalised)}
      okButtonProps={{ disabled: !valid, 'data-testid': 'ann-link-ok' }}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Input
        autoFocus
        value={href}
        onChange={(e) => setHref(e.target.value)}
        onPressEnter={() => valid && onApply(normalised)}
        placeholder="https://example.com"
        status={valid ? undefined : 'error'}
        data-testid="ann-link-input"
      />
      <p className="ann-muted">
        {valid ? t('announcement.editor.linkHint') : t('announcement.editor.linkInvalid')}
      </p>
    </Modal>
  );
}

/** A controlled rich-text field: `value` is HTML in, `onChange` answers the editor's HTML. */
export default function RichTextEditor({
  value,
  onChange,
}: {
  value?: string;
  onChange?: (html: string) => void;
}) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const { message } = App.useApp();
  const file = useRef<HTMLInputElement>(null);
  const [linking, setLinking] = useState<string | null>(null);
  const editor = useEditor({
    extensions,
    content: value ?? '',
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: 'ann-body',
        'aria-label': field('BODY'),
        'data-testid': 'ann-editor',
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  // A value set from outside (the drawer opened on another announcement) replaces the content.
  useEffect(() => {
    if (!editor || value === undefined) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const insertImage = async (picked: File) => {
    if (!(announcementImageTypes as readonly string[]).includes(picked.type)) {
      void message.error(t('announcement.msg.imageType'));
      return;
    }
    if (picked.size > announcementAttachmentMaxBytes) {
      void message.error(t('announcement.msg.tooLarge', { name: picked.name }));
      return;
    }
    const hide = message.loading(t('announcement.msg.uploading', { name: picked.name }), 0);
    try {
      const info = await uploadAnnouncementFile(picked);
      editor
        ?.chain()
        .focus()
        .setImage({ src: attachmentSrc(info.ID), alt: info.FILE_NAME })
        .run();
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e), 6);
    } finally {
      hide();
    }
  };

  if (!editor) return null;
  return (
    <div className="ann-editor">
      <Toolbar
        editor={editor}
        onLink={() => setLinking(String(editor.getAttributes('link').href ?? ''))}
        onImage={() => file.current?.click()}
      />
      <EditorContent editor={editor} />
      <input
        ref={file}
        type="file"
        accept="image/png,image/jpeg"
        // Inline: antd's form styles show file inputs (`input[type=file] { display: block }`) over a class.
        style={{ display: 'none' }}
        data-testid="ann-image-input"
        onChange={(e) => {
          const picked = e.target.files?.[0];
          e.target.value = '';
          if (picked) void insertImage(picked);
        }}
      />
      <LinkDialog
        open={linking !== null}
        initial={linking ?? ''}
        onClose={() => setLinking(null)}
        onApply={(href) => {
          const chain = editor.chain().focus().extendMarkRange('link');
          if (href) chain.setLink({ href }).run();
          else chain.unsetLink().run();
          setLinking(null);
        }}
      />
    </div>
  );
}
