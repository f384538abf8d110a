import type { MigrationMatch } from '@kramar/contract';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import './texts.ts';

/** How a row found its target, in a word: the user can see what was guessed before trusting it. */
export function MatchChip({ matched }: { matched: MigrationMatch }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={matched === null ? 'warning' : matched === 'manual' ? 'primary' : 'default'}
      label={t(`migration.attributes.matched.${matched ?? 'none'}`)}
    />
  );
}
