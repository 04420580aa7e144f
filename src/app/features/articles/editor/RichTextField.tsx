// One language's body: a tiptap editor with the articles' schema (#core/articles/article-extensions)
// in that language's direction — Arabic right to left, English and French left to right, whatever the
// interface language. Its value is the editor's JSON, never HTML; pasted HTML is cleaned by DOMPurify
// before tiptap parses it. Loaded lazily: ProseMirror is most of the editor chunk.
import '@mantine/tiptap/styles.css';
import { useLingui } from '@lingui/react/macro';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import DOMPurify from 'dompurify';
import { useRef } from 'react';
import type { ArticleDocument } from '#core/articles/article-document';
import { articleExtensions } from '#core/articles/article-extensions';

export type RichTextFieldProps = {
  /** The body's language, as `lang` on the editable area. */
  lang: string;
  dir: 'ltr' | 'rtl';
  label: string;
  value: ArticleDocument | null;
  onChange: (value: ArticleDocument | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
};

/** Only what the schema could keep anyway; scripts, styles and event attributes never reach tiptap. */
function cleanPastedHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [
      'p',
      'br',
      'h2',
      'h3',
      'h4',
      'strong',
      'b',
      'em',
      'i',
      'ul',
      'ol',
      'li',
      'blockquote',
      'a',
    ],
    ALLOWED_ATTR: ['href', 'dir'],
  });
}

export default function RichTextField({
  lang,
  dir,
  label,
  value,
  onChange,
  onBlur,
  error,
}: RichTextFieldProps) {
  const { t } = useLingui();
  const errorId = useRef(`article-body-error-${lang}`).current;
  const editor = useEditor(
    {
      extensions: articleExtensions(dir),
      textDirection: dir,
      content: value ?? '',
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      editorProps: {
        transformPastedHTML: cleanPastedHtml,
        attributes: {
          lang,
          dir,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        },
      },
      onUpdate: ({ editor: current }) =>
        onChange(current.isEmpty ? null : (current.getJSON() as ArticleDocument)),
      onBlur: () => onBlur?.(),
    },
    // A new direction is a new editor (tiptap reads `textDirection` once); the error changes attributes.
    [dir, error],
  );
  return (
    <Input.Wrapper label={label} error={error} errorProps={{ id: errorId }}>
      <RichTextEditor
        editor={editor}
        dir={dir}
        labels={{
          boldControlLabel: t`Bold`,
          italicControlLabel: t`Italic`,
          h2ControlLabel: t`Heading`,
          h3ControlLabel: t`Subheading`,
          h4ControlLabel: t`Minor heading`,
          bulletListControlLabel: t`Bulleted list`,
          orderedListControlLabel: t`Numbered list`,
          blockquoteControlLabel: t`Quote`,
          linkControlLabel: t`Add a link`,
          unlinkControlLabel: t`Remove the link`,
          undoControlLabel: t`Undo`,
          redoControlLabel: t`Redo`,
          linkEditorInputLabel: t`Link address`,
          linkEditorInputPlaceholder: 'https://',
          linkEditorExternalLink: t`Open in a new tab`,
          linkEditorInternalLink: t`Open in the same tab`,
          linkEditorSave: t`Save link`,
        }}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={240} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
