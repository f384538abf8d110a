import FormatBoldRoundedIcon from '@mui/icons-material/FormatBoldRounded';
import FormatItalicRoundedIcon from '@mui/icons-material/FormatItalicRounded';
import FormatListBulletedRoundedIcon from '@mui/icons-material/FormatListBulletedRounded';
import FormatListNumberedRoundedIcon from '@mui/icons-material/FormatListNumberedRounded';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import RedoRoundedIcon from '@mui/icons-material/RedoRounded';
import UndoRoundedIcon from '@mui/icons-material/UndoRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type Editor, useEditorState } from '@tiptap/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkDialog } from './link-dialog.tsx';

interface Tool {
  key: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  run(): void;
}

const headingText = (level: 2 | 3) => (
  <Box component="span" sx={{ fontSize: 14, fontWeight: 700, lineHeight: '24px', width: 24 }}>
    H{level}
  </Box>
);

/** A `role=toolbar` of icon buttons, each named for screen readers and showing whether it is on. */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const groups: Tool[][] = [
    [
      { key: 'bold', icon: <FormatBoldRoundedIcon />, active: state.bold, run: () => chain().toggleBold().run() },
      {
        key: 'italic',
        icon: <FormatItalicRoundedIcon />,
        active: state.italic,
        run: () => chain().toggleItalic().run(),
      },
    ],
    [
      { key: 'heading2', icon: headingText(2), active: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
      { key: 'heading3', icon: headingText(3), active: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
      {
        key: 'bulletList',
        icon: <FormatListBulletedRoundedIcon />,
        active: state.bullet,
        run: () => chain().toggleBulletList().run(),
      },
      {
        key: 'orderedList',
        icon: <FormatListNumberedRoundedIcon />,
        active: state.ordered,
        run: () => chain().toggleOrderedList().run(),
      },
    ],
    [
      { key: 'link', icon: <LinkRoundedIcon />, active: state.link, run: () => setLinkOpen(true) },
      {
        key: 'unlink',
        icon: <LinkOffRoundedIcon />,
        disabled: !state.link,
        run: () => chain().extendMarkRange('link').unsetLink().run(),
      },
    ],
    [
      { key: 'undo', icon: <UndoRoundedIcon />, disabled: !state.canUndo, run: () => chain().undo().run() },
      { key: 'redo', icon: <RedoRoundedIcon />, disabled: !state.canRedo, run: () => chain().redo().run() },
    ],
  ];

  return (
    <Box
      role="toolbar"
      aria-label={t('crudForm.editor.toolbar')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {groups.map((group, i) => (
        <Box key={group[0]?.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
          {i > 0 ? <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} /> : null}
          {group.map((tool) => (
            <Tooltip key={tool.key} title={t(`crudForm.editor.${tool.key}`)}>
              <span>
                <IconButton
                  size="small"
                  aria-label={t(`crudForm.editor.${tool.key}`)}
                  aria-pressed={tool.active === undefined ? undefined : tool.active}
                  disabled={tool.disabled}
                  color={tool.active ? 'primary' : 'default'}
                  sx={tool.active ? { bgcolor: 'action.selected' } : undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={tool.run}
                >
                  {tool.icon}
                </IconButton>
              </span>
            </Tooltip>
          ))}
        </Box>
      ))}
      <LinkDialog
        open={linkOpen}
        initial={state.href}
        onClose={() => {
          setLinkOpen(false);
          editor.commands.focus();
        }}
        onApply={(href) => {
          setLinkOpen(false);
          if (href === '') chain().extendMarkRange('link').unsetLink().run();
          else chain().extendMarkRange('link').setLink({ href }).run();
        }}
      />
    </Box>
  );
}
