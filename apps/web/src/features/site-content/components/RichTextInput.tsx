import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import StarterKit from '@tiptap/starter-kit';
import type { Editor } from '@tiptap/core';
import {
  LinkBubbleMenu,
  LinkBubbleMenuHandler,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonEditLink,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectHeading,
  RichTextEditor,
  type RichTextEditorRef,
} from 'mui-tiptap';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useFieldErrorText } from '../../../components/form/use-field-error-text';
import { linkHref, isAllowedLink } from './rich-text-links';
import type { SiteFormValues } from './site-form';

/** The rich text fields: the About text and each FAQ answer. */
type RichTextName = Extract<FieldPath<SiteFormValues>, 'about' | `faq.${number}.answer`>;

interface RichTextInputProps {
  control: Control<SiteFormValues>;
  name: RichTextName;
  label: string;
  helperText?: string;
  minHeight?: number;
}

/**
 * What the public site's text allows, and no more: paragraphs, headings 2 and 3, bold, italic, lists and
 * https or mailto links (the API keeps the same allow-list when it saves).
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: isAllowedLink },
  }),
  LinkBubbleMenuHandler,
];

/** The editor's HTML, '' when it holds nothing (an empty paragraph is no text). */
const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML());

/** A rich text field of the form (mui-tiptap): a small toolbar, the text, and its error or hint under it. */
export default function RichTextInput({ control, name, label, helperText, minHeight = 160 }: RichTextInputProps) {
  const intl = useIntl();
  const labelId = useId();
  const helperId = useId();
  const editorRef = useRef<RichTextEditorRef>(null);
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText(fieldState.error);
  const value = field.value;
  // The editor starts from the value it mounts with; later outside changes reach it through the effect below.
  const [initialContent] = useState(value);
  const text = (id: Parameters<typeof intl.formatMessage>[0]['id']) => intl.formatMessage({ id });

  // The form may put other text in (a discarded draft, a restored version): the editor follows it.
  useEffect(() => {
    const editor = editorRef.current?.editor;
    if (editor && !editor.isDestroyed && htmlOf(editor) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [value]);

  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': helperId,
      },
    }),
    [labelId, helperId],
  );

  return (
    <Box>
      <Typography id={labelId} component="div" variant="body2" color={fieldState.error ? 'error' : 'text.secondary'} sx={{ display: 'block', mb: 0.75 }}>
        {label}
      </Typography>
      <RichTextEditor
        ref={editorRef}
        // Created after the first commit: Tiptap destroys an editor that is not mounted within 1 ms of its
        // creation, which a time-sliced render (a tab opened by a navigation) can outlast.
        immediatelyRender={false}
        extensions={EXTENSIONS}
        content={initialContent}
        editorProps={editorProps}
        onUpdate={({ editor }) => field.onChange(htmlOf(editor))}
        onBlur={field.onBlur}
        sx={{
          '& .ProseMirror': { minHeight, px: 1.5, py: 1 },
          ...(fieldState.error ? { '& .MuiTiptap-FieldContainer-notchedOutline': { borderColor: 'error.main' } } : {}),
        }}
        renderControls={() => (
          <MenuControlsContainer>
            <MenuSelectHeading
              tooltipTitle={text('siteContent.editor.style')}
              labels={{
                paragraph: text('siteContent.editor.paragraph'),
                heading2: text('siteContent.editor.heading2'),
                heading3: text('siteContent.editor.heading3'),
              }}
            />
            <MenuDivider />
            <MenuButtonBold tooltipLabel={text('siteContent.editor.bold')} />
            <MenuButtonItalic tooltipLabel={text('siteContent.editor.italic')} />
            <MenuDivider />
            <MenuButtonBulletedList tooltipLabel={text('siteContent.editor.bulletList')} />
            <MenuButtonOrderedList tooltipLabel={text('siteContent.editor.orderedList')} />
            <MenuDivider />
            <MenuButtonEditLink tooltipLabel={text('siteContent.editor.link')} />
          </MenuControlsContainer>
        )}
      >
        {() => (
          <LinkBubbleMenu
            formatHref={linkHref}
            labels={{
              viewLinkEditButtonLabel: text('siteContent.editor.linkEdit'),
              viewLinkRemoveButtonLabel: text('siteContent.editor.linkRemove'),
              editLinkAddTitle: text('siteContent.editor.linkAdd'),
              editLinkEditTitle: text('siteContent.editor.linkEdit'),
              editLinkTextInputLabel: text('siteContent.editor.linkText'),
              editLinkHrefInputLabel: text('siteContent.editor.linkHref'),
              editLinkCancelButtonLabel: text('common.cancel'),
              editLinkSaveButtonLabel: text('common.save'),
            }}
          />
        )}
      </RichTextEditor>
      <FormHelperText id={helperId} error={Boolean(fieldState.error)}>
        {errorText ?? helperText}
      </FormHelperText>
    </Box>
  );
}
