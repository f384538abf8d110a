import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useProgressive } from '../../lib/use-progressive.ts';
import './list-cards.css';
import type { ListColumn } from './grid-columns.tsx';
import { fromControl, type ListViewProps } from './list-view.ts';
import { RowCheck } from './row-check.tsx';

interface ListCardsProps extends Omit<ListViewProps, 'sort' | 'onSort'> {
  /** The status column, shown as a chip beside the title. */
  status?: ListColumn;
}

/**
 * A phone's list: one card per row with its title, status and the few fields that matter most
 * (the columns' own priority), the row's actions behind ⋮.
 */
export function ListCards({ label, columns, status, rows, selection, titleOf, onOpen, actions }: ListCardsProps) {
  const { t } = useTranslation();
  const [title, ...fields] = columns;
  // a phone's screenful first, then five more after each paint: a page of 25 cards drawn in one
  // go was a task of ~300 ms on a 4× slowed CPU (the dealer catalogue's cards do the same)
  const shown = useProgressive(rows, 5, 5);
  if (!title) return null;
  return (
    <ul aria-label={label} className="k-cards">
      {shown.map((row) => {
        const checked = selection?.selected.has(row.id) ?? false;
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: a tap anywhere opens the row; the title is its link for the keyboard
          <li
            key={row.id}
            onClick={(event) => !fromControl(event) && onOpen(row)}
            className={checked ? 'k-card k-card--selected' : 'k-card'}
          >
            {selection ? (
              <RowCheck
                checked={checked}
                onChange={() => selection.toggle(row.id)}
                label={t('crudList.selectRow', { title: titleOf(row) })}
                className="k-card__check"
              />
            ) : null}
            <div className="k-card__body">
              <div className="k-card__head">
                <div className="k-card__title">{title.render(row)}</div>
                {status ? <div className="k-card__status">{status.render(row)}</div> : null}
              </div>
              {fields.length > 0 ? (
                <dl className="k-card__fields">
                  {fields.map((c) => (
                    <Fragment key={c.name}>
                      <dt>{c.label}</dt>
                      <dd>{c.render(row) ?? '—'}</dd>
                    </Fragment>
                  ))}
                </dl>
              ) : null}
            </div>
            {actions ? <div className="k-card__actions">{actions(row)}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
