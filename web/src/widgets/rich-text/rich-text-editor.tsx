import { App, Skeleton } from 'antd';
import type Quill from 'quill';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import './rich-text-editor.css';
import { failureText } from '../upload/upload-file';
import { ImageRefused, uploadImage } from '../upload/upload-image';
import { uploadMessages } from '../upload/rules';

/** Font sizes the editor offers (document 1 §2: 12 to 72 px); the server's sanitiser allows the same range. */
export const FONT_SIZES = ['12px', '14px', '16px', '18px', '20px', '24px', '28px', '32px', '36px', '48px', '60px', '72px'];
const MIN_HEIGHT = 300;
const MAX_HEIGHT = 600;

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** Editing area height, 300 to 600 px. */
  height?: number;
  placeholder?: string;
  /** Upload space of inserted images. */
  namespace?: string;
  disabled?: boolean;
  id?: string;
  /** The editing area's accessible name (a contenteditable is not labelled by a <label for>). */
  label?: string;
}

let loading: Promise<typeof Quill> | undefined;

/** Quill with inline styles (sizes, colours, alignment), loaded with its CSS only when an editor is shown. */
function loadQuill() {
  loading ??= Promise.all([import('quill'), import('quill/dist/quill.snow.css')]).then(([module]) => {
    const Editor = module.default;
    const size = Editor.import('attributors/style/size') as { whitelist: string[] };
    size.whitelist = FONT_SIZES;
    Editor.register(size as never, true);
    Editor.register(Editor.import('attributors/style/align') as never, true);
    return Editor;
  });
  return loading;
}

const isEmpty = (editor: Quill) => editor.getLength() <= 1 && !editor.root.querySelector('img');

/**
 * The rich-text editor (document 1 §2): headings, font sizes 12–72 px, emphasis, colours, alignment,
 * lists, quotes, code, links and images (uploaded through the image rules, also when pasted). Emits HTML,
 * or '' when empty; the server sanitises what it stores.
 */
export function RichTextEditor({ value = '', onChange, height = MIN_HEIGHT, placeholder = '请输入内容', namespace = 'default', disabled, id, label }: RichTextEditorProps) {
  const { message } = App.useApp();
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<Quill>(null);
  const emitted = useRef<string>(undefined);
  const change = useRef(onChange);
  change.current = onChange;
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const insertImages = async (files: File[]) => {
      const quill = editor.current;
      if (!quill) return;
      for (const file of files) {
        setBusy(true);
        try {
          const link = await uploadImage(file, { namespace });
          // 'api': the editor is read-only while it uploads, and ignores changes made as the user.
          const at = quill.getSelection()?.index ?? Math.max(0, quill.getLength() - 1);
          quill.insertEmbed(at, 'image', link, 'api');
          quill.setSelection(at + 1, 0, 'api');
          message.success(uploadMessages.uploaded);
        } catch (error) {
          if (error instanceof ImageRefused) message.warning(error.message);
          else message.error(failureText(error));
        } finally {
          setBusy(false);
        }
      }
    };
    void loadQuill().then((Editor) => {
      if (cancelled || !host.current) return;
      const container = document.createElement('div');
      host.current.replaceChildren(container);
      const quill = new Editor(container, {
        theme: 'snow',
        placeholder,
        modules: {
          toolbar: {
            container: [
              [{ header: [1, 2, 3, false] }, { size: [false, ...FONT_SIZES] }],
              ['bold', 'italic', 'underline', 'strike'],
              [{ color: [] }, { background: [] }],
              [{ align: [] }, { list: 'ordered' }, { list: 'bullet' }],
              ['blockquote', 'code-block', 'link', 'image'],
              ['clean'],
            ],
            handlers: {
              image: () => {
                const input = document.createElement('input');
                input.type = 'file';
                input.accept = '.jpg,.jpeg,.png';
                input.onchange = () => input.files?.[0] && void insertImages([input.files[0]]);
                input.click();
              },
            },
          },
        },
      });
      // Pasted or dropped image files are uploaded, never inlined as data.
      quill.root.addEventListener(
        'paste',
        (event) => {
          const files = [...(event.clipboardData?.files ?? [])].filter((file) => file.type.startsWith('image/'));
          if (files.length === 0) return;
          event.preventDefault();
          event.stopPropagation();
          void insertImages(files);
        },
        true,
      );
      quill.root.setAttribute('data-testid', 'rich-text-body');
      if (id) quill.root.id = id;
      quill.root.setAttribute('role', 'textbox');
      quill.root.setAttribute('aria-multiline', 'true');
      if (label) quill.root.setAttribute('aria-label', label);
      if (value) quill.clipboard.dangerouslyPasteHTML(value, 'silent');
      emitted.current = value;
      quill.on('text-change', () => {
        const html = isEmpty(quill) ? '' : quill.getSemanticHTML();
        emitted.current = html;
        change.current?.(html);
      });
      editor.current = quill;
      setReady(true);
    });
    return () => {
      cancelled = true;
      editor.current = null;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // A value set from outside (an edit form's record) replaces the content; the editor's own echo does not.
  useEffect(() => {
    const quill = editor.current;
    if (!quill || value === emitted.current) return;
    emitted.current = value;
    quill.setContents([], 'silent');
    if (value) quill.clipboard.dangerouslyPasteHTML(value, 'silent');
  }, [value, ready]);

  useEffect(() => editor.current?.enable(!disabled && !busy), [disabled, busy, ready]);

  const clamped = Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, height));
  return (
    <div className="rich-text-editor" data-testid="rich-text-editor" aria-busy={busy} style={{ '--rich-text-height': `${clamped}px` } as CSSProperties}>
      {!ready && <Skeleton active paragraph={{ rows: 6 }} />}
      <div ref={host} style={{ display: ready ? 'block' : 'none' }} />
    </div>
  );
}
