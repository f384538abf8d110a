import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ListPagerProps {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  size?: 'small' | 'medium';
  /** A line under the pages (how many in all), shown when there are several. */
  total?: ReactNode;
}

/**
 * The pages of a list that is not the generic one (the dealer panel's lists, moderation): hidden
 * on a single page, its buttons named in the screen's language, not MUI's English «Go to page 2».
 */
export function ListPager({ page, lastPage, onPage, size, total }: ListPagerProps) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  return (
    <>
      <Pagination
        sx={{ mt: 2 }}
        size={size}
        count={lastPage}
        page={Math.min(page, lastPage)}
        onChange={(_event, next) => onPage(next)}
        getItemAriaLabel={(type, at) => t(`pager.${type}`, { page: at })}
      />
      {total ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {total}
        </Typography>
      ) : null}
    </>
  );
}
