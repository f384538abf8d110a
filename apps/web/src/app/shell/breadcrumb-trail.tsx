import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { routeTitleKey, useNamedMatches } from '../../lib/route-handle.ts';

/** SPEC §2: these screens carry their own heading navigation. */
const hiddenOn: ReadonlySet<string> = new Set(['Products.Edit', 'Categories.Edit', 'Attributes.Edit', 'Catalog.Index']);

const crumbSx = { maxWidth: { xs: 160, md: 280 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

/** Home crumb (the panel's title), then one crumb per named matched route. */
export function BreadcrumbTrail() {
  const { t } = useTranslation();
  const matches = useNamedMatches();
  const deepest = matches.at(-1);
  if (deepest && hiddenOn.has(deepest.handle.name)) return null;
  return (
    <Breadcrumbs aria-label={t('shell.breadcrumb')} maxItems={4} itemsAfterCollapse={2} sx={{ minWidth: 0 }}>
      <Link component={RouterLink} to="/dashboard" underline="hover" color="inherit" sx={crumbSx}>
        {t('app.title')}
      </Link>
      {matches.map((match) =>
        match === deepest ? (
          <Typography key={match.id} aria-current="page" color="text.primary" sx={{ ...crumbSx, fontWeight: 600 }}>
            {t(routeTitleKey(match.handle.name))}
          </Typography>
        ) : (
          <Link
            key={match.id}
            component={RouterLink}
            to={match.pathname}
            underline="hover"
            color="inherit"
            sx={crumbSx}
          >
            {t(routeTitleKey(match.handle.name))}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
