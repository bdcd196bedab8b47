import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorKey } from '../locales.ts';

interface RichTextFieldProps {
  label: string;
  /** HTML (docs/product.md, Entities: about_you_details and response_style_details are HTML). Read once: remount to replace it. */
  initialValue: string;
  onChange: (html: string) => void;
}

/** A labelled rich text editor (Mantine's tiptap editor) for the fine-tuning texts. */
export function RichTextField({ label, initialValue, onChange }: RichTextFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, heading: { levels: [3, 4] } })],
    content: initialValue,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const e = (key: EditorKey): string => t(`assistant.settings.editor.${key}`);
  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId, component: 'div' }}>
      <RichTextEditor
        editor={editor}
        labels={{
          boldControlLabel: e('bold'),
          italicControlLabel: e('italic'),
          underlineControlLabel: e('underline'),
          bulletListControlLabel: e('bullet_list'),
          orderedListControlLabel: e('ordered_list'),
          clearFormattingControlLabel: e('clear'),
          undoControlLabel: e('undo'),
          redoControlLabel: e('redo'),
        }}
      >
        <RichTextEditor.Toolbar aria-label={t('assistant.settings.editor_toolbar')}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={140} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
