import type { Field } from '@kramar/contract';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { fieldWidgetFor } from '../field-widgets.ts';
import { ChoiceWidget } from './choice-widget.tsx';
import { DateWidget } from './date-widget.tsx';
import { FixedReferenceWidget } from './fixed-reference-widget.tsx';
import { NumberWidget } from './number-widget.tsx';
import { RichTextWidget } from './richtext-widget.tsx';
import { SlugWidget } from './slug-widget.tsx';
import { TextWidget } from './text-widget.tsx';
import type { WidgetProps } from './widget-props.ts';

// Pickers, tables of rows, lists and blocks come only with the resources that have them: most
// forms have none of them, and a picker alone brings the whole Autocomplete
const ChildrenWidget = lazy(() => import('./children-widget.tsx').then((m) => ({ default: m.ChildrenWidget })));
const ReferencesWidget = lazy(() => import('./references-widget.tsx').then((m) => ({ default: m.ReferencesWidget })));
const ReferenceWidget = lazy(() => import('./reference-widget.tsx').then((m) => ({ default: m.ReferenceWidget })));
const ColorWidget = lazy(() => import('./color-widget.tsx').then((m) => ({ default: m.ColorWidget })));
const StringsWidget = lazy(() => import('./strings-widget.tsx').then((m) => ({ default: m.StringsWidget })));
const ImagesWidget = lazy(() => import('./images-widget.tsx').then((m) => ({ default: m.ImagesWidget })));
const BlocksWidget = lazy(() => import('./blocks-widget.tsx').then((m) => ({ default: m.BlocksWidget })));
// a switch, an upload and a password: each brings its own MUI parts that many forms never show
const BooleanWidget = lazy(() => import('./boolean-widget.tsx').then((m) => ({ default: m.BooleanWidget })));
const ImageWidget = lazy(() => import('./image-widget.tsx').then((m) => ({ default: m.ImageWidget })));
const PasswordWidget = lazy(() => import('./password-widget.tsx').then((m) => ({ default: m.PasswordWidget })));
const loading = <Skeleton variant="rounded" height={56} />;
// a switch's row is lower than an input: its placeholder keeps the form from jumping
const switchLoading = <Skeleton variant="rounded" height={42} />;

/** The widget of each field kind, unless a feature registered one for this very field. */
export function FieldWidget(given: WidgetProps) {
  // the link to the record whose screen this one sits under (a kit's product) comes from the address
  const fixed = given.resource.route.under?.field === given.name;
  if (fixed && given.field.kind === 'reference') return <FixedReferenceWidget {...given} field={given.field} />;
  const props = fixed ? { ...given, disabled: true } : given;
  const Registered = fieldWidgetFor(props.resource.name, props.name);
  if (Registered) {
    return (
      <Suspense fallback={loading}>
        <Registered {...props} />
      </Suspense>
    );
  }
  return <KindWidget {...props} />;
}

/**
 * The widget of the field's kind alone: what a registered widget renders when it only changes how
 * the field behaves (an order's status and sums, locked once the order is closed), not how it looks.
 */
export function KindWidget(props: WidgetProps) {
  const { field } = props;
  const as = <F extends Field>(f: F) => ({ ...props, field: f });
  switch (field.kind) {
    case 'text':
      return field.from ? <SlugWidget {...as({ ...field, from: field.from })} /> : <TextWidget {...as(field)} />;
    case 'textarea':
    case 'url':
    case 'email':
    case 'path':
      return <TextWidget {...as(field)} />;
    case 'slug':
      return <SlugWidget {...as(field)} />;
    case 'richtext':
      return <RichTextWidget {...as(field)} />;
    case 'integer':
    case 'decimal':
    case 'money':
      return <NumberWidget {...as(field)} />;
    case 'boolean':
      return (
        <Suspense fallback={switchLoading}>
          <BooleanWidget {...as(field)} />
        </Suspense>
      );
    case 'enum':
    case 'status':
      return <ChoiceWidget {...as(field)} />;
    case 'date':
    case 'datetime':
      return <DateWidget {...as(field)} />;
    case 'color':
      return (
        <Suspense fallback={loading}>
          <ColorWidget {...as(field)} />
        </Suspense>
      );
    case 'image':
      return (
        <Suspense fallback={loading}>
          <ImageWidget {...as(field)} />
        </Suspense>
      );
    case 'images':
      return (
        <Suspense fallback={loading}>
          <ImagesWidget {...as(field)} />
        </Suspense>
      );
    case 'reference':
      return (
        <Suspense fallback={loading}>
          <ReferenceWidget {...as(field)} />
        </Suspense>
      );
    case 'strings':
      return (
        <Suspense fallback={loading}>
          <StringsWidget {...as(field)} />
        </Suspense>
      );
    case 'blocks':
      return (
        <Suspense fallback={loading}>
          <BlocksWidget {...as(field)} />
        </Suspense>
      );
    case 'password':
      return (
        <Suspense fallback={loading}>
          <PasswordWidget {...as(field)} />
        </Suspense>
      );
    case 'references':
      return (
        <Suspense fallback={loading}>
          <ReferencesWidget {...as(field)} />
        </Suspense>
      );
    case 'children':
      return (
        <Suspense fallback={loading}>
          <ChildrenWidget {...as(field)} />
        </Suspense>
      );
  }
}
