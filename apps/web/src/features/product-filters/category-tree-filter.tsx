import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.ts';

/** A node of `GET /api/categories/full`: the whole tree as one list, parents before children. */
interface CategoryNode {
  id: number;
  label: string;
  parent: number | null;
  depth: number;
}

export interface CategoryOption extends CategoryNode {
  /** The trail from the root (Electronics › Phones): which «Phones» it is, when two branches both have one. */
  trail: string;
}

// the key the category tree screen reads the same list under: one request serves both
const treeKey = ['categories', 'tree'] as const;

export function useCategoryOptions() {
  const tree = useQuery({
    queryKey: treeKey,
    queryFn: ({ signal }) => http.get<{ data: CategoryNode[] }>('/categories/full', { signal }).then((r) => r.data),
    staleTime: 60_000,
  });
  const options = useMemo(() => {
    const byId = new Map<number, CategoryOption>();
    return (tree.data ?? []).map((node) => {
      const parent = node.parent === null ? undefined : byId.get(node.parent);
      const option = { ...node, trail: parent ? `${parent.trail} › ${node.label}` : node.label };
      byId.set(node.id, option);
      return option;
    });
  }, [tree.data]);
  return { options, loading: tree.isLoading };
}

interface CategoryTreeFilterProps {
  label: string;
  value: string;
  onChange(value: string): void;
}

/**
 * The main category, picked from the tree: options indented by depth and found by any part of
 * their trail; the list then shows that category with all its subcategories (the server's rule).
 */
export function CategoryTreeFilter({ label, value, onChange }: CategoryTreeFilterProps) {
  const { t } = useTranslation();
  const { options, loading } = useCategoryOptions();
  const chosen = options.find((o) => String(o.id) === value) ?? null;
  return (
    <Autocomplete
      size="small"
      options={options}
      value={chosen}
      loading={loading}
      getOptionLabel={(o) => o.trail}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(list, state) => {
        const typed = state.inputValue.trim().toLowerCase();
        return typed ? list.filter((o) => o.trail.toLowerCase().includes(typed)) : list;
      }}
      noOptionsText={t('crudList.noOptions')}
      onChange={(_event, next) => onChange(next ? String(next.id) : '')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ pl: `${16 + option.depth * 16}px !important` }}>
          <Box>
            {option.label}
            {option.depth > 0 ? (
              // the branch it hangs in, for when a search shows it without its parents
              <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
                {option.trail.slice(0, -option.label.length - 3)}
              </Box>
            ) : null}
          </Box>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={label} placeholder={t('crudList.referencePlaceholder')} />}
      sx={{ width: 260, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
    />
  );
}
