/**
 * A rich-text editor for post bodies ("Rich text"; Tiptap 3, tiptap.dev), framed like
 * a MUI outlined field: label, formatting toolbar, editable area, helper or error text. It edits
 * HTML limited to what the public pages style (rich-text-extensions.ts) and reports the body as
 * HTML, or '' when it is empty. Staff-only: import it from staff routes only, never from a public
 * page (Tiptap and ProseMirror are ~100 KB gzip).
 *
 * Usage with react-hook-form:
 *   <Controller name="content" control={control} render={({ field, fieldState }) => (
 *     <RichTextEditor id="content" label="Details" value={field.value} onChange={field.onChange}
 *       onBlur={field.onBlur} inputRef={field.ref} error={fieldState.error?.message} />)} />
 */
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useImperativeHandle, useMemo, useState, type ReactNode, type Ref } from 'react';
import { LinkDialog } from './link-dialog';
import { richTextExtensions, type RichTextHeadingLevel } from './rich-text-extensions';
import { RichTextToolbar } from './rich-text-toolbar';
import { proseEditorSx } from './rich-text-styles';

export interface RichTextEditorProps {
  /** Id of the editable area (its label, helper text and toolbar derive their ids from it). */
  id: string;
  label: string;
  /** The body HTML ('' for empty). A new value from outside (a form reset) replaces the content. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Lets a form library focus the editor (react-hook-form's field.ref: `focus()`). */
  inputRef?: Ref<{ focus: () => void }>;
  helperText?: ReactNode;
  /** Validation message: shown instead of the helper text, marks the field invalid. */
  error?: string | undefined;
  required?: boolean;
  /** Heading levels offered, biggest first (default [2, 3]). */
  headingLevels?: readonly RichTextHeadingLevel[];
  /** Minimum height of the editable area, px (default 220). */
  minHeight?: number;
}

/** HTML of the editor, '' when it holds nothing but an empty paragraph. */
function bodyHtml(editor: { isEmpty: boolean; getHTML: () => string }): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/** The editor field. */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  helperText,
  error,
  required = false,
  headingLevels = [2, 3],
  minHeight = 220,
}: RichTextEditorProps) {
  const helperId = `${id}-helper`;
  const labelId = `${id}-label`;
  const extensions = useMemo(() => richTextExtensions(headingLevels), [headingLevels]);
  const [linkDialog, setLinkDialog] = useState<{ url: string } | null>(null);
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: false, // the server build renders staff routes' fallback only
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': helperId,
        ...(required ? { 'aria-required': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(bodyHtml(e)),
    onBlur: () => onBlur?.(),
  });

  useEffect(() => {
    editor?.view.dom.setAttribute('aria-invalid', error ? 'true' : 'false');
  }, [editor, error]);

  // A value set from outside (reset after a save, or a loaded post) replaces the content.
  useEffect(() => {
    if (editor && value !== bodyHtml(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(inputRef, () => ({ focus: () => editor?.commands.focus() }), [editor]);

  const openLinkDialog = () => {
    if (editor) setLinkDialog({ url: (editor.getAttributes('link').href as string | undefined) ?? '' });
  };
  const setLink = (href: string | null) => {
    setLinkDialog(null);
    if (!editor) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === null) chain.unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link'))
      chain
        .insertContent({
          type: 'text',
          text: href.replace(/^(mailto|tel):/, ''),
          marks: [{ type: 'link', attrs: { href } }],
        })
        .run();
    else chain.setLink({ href }).run();
  };

  return (
    <Box>
      <FormLabel
        id={labelId}
        htmlFor={id}
        required={required}
        error={Boolean(error)}
        sx={{ display: 'block', mb: 0.75, fontSize: '0.875rem' }}
      >
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'rgba(0, 0, 0, 0.23)',
          borderRadius: 1,
          bgcolor: 'background.paper',
          '&:hover': { borderColor: error ? 'error.main' : 'text.primary' },
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: (t) => `inset 0 0 0 1px ${error ? t.palette.error.main : t.palette.primary.main}`,
          },
        }}
      >
        {editor && (
          <RichTextToolbar
            editor={editor}
            headingLevels={headingLevels}
            controls={id}
            label={label}
            onLink={openLinkDialog}
          />
        )}
        <Box sx={proseEditorSx(minHeight)}>
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <FormHelperText id={helperId} error={Boolean(error)} sx={{ mx: 1.75 }}>
        {error ?? helperText}
      </FormHelperText>
      {linkDialog && (
        <LinkDialog open initialUrl={linkDialog.url} onSubmit={setLink} onClose={() => setLinkDialog(null)} />
      )}
    </Box>
  );
}
