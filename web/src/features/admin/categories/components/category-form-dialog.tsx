import {
  IP_RATINGS,
  LANGUAGE_CODES,
  LIGHT_SOURCE_KINDS,
  PRODUCT_FEATURES,
  PRODUCT_FEATURE_LABELS,
  translationState,
  type AdminCategoryDto,
  type CategoryRule,
  type LanguageCode,
  type LightSourceKind,
  type LocalizedText,
} from '@lumina/contracts';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { getLanguage } from '@/i18n/languages';
import { getServerMessage } from '@/lib/api';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/features/admin/shell/ui/dialog';
import { Field, FormAlert, Input, NativeSelect, Textarea } from '@/features/admin/shell/ui/field';
import {
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  type CategoryInput,
} from '../api/categories-admin-api';
import { categoriesMessages as m } from '../categories-messages';
import { subtreeIds } from '../lib/category-tree';

type Texts = Partial<Record<LanguageCode, string>>;

interface FormState {
  slug: string;
  parentId: string | null;
  name: Texts;
  description: Texts;
  imageUrl: string;
  visible: boolean;
  onHome: boolean;
  lightSource: LightSourceKind;
  features: string[];
  ipRatings: string[];
  categories: string;
}

function initialState(category: AdminCategoryDto | null, parentId: string | null): FormState {
  return {
    slug: category?.slug ?? '',
    parentId: category ? category.parentId : parentId,
    name: { ...(category?.name ?? {}) },
    description: { ...(category?.description ?? {}) },
    imageUrl: category?.imageUrl ?? '',
    visible: category?.visible ?? true,
    onHome: category?.onHome ?? false,
    lightSource: category?.lightSource ?? 'neither',
    features: [...(category?.rule?.features ?? [])],
    ipRatings: [...(category?.rule?.ipRatings ?? [])],
    categories: (category?.rule?.categories ?? []).join(', '),
  };
}

/** The filled languages of a field (blank ones dropped); null when nothing is filled. */
function filled(texts: Texts): LocalizedText | null {
  const entries = Object.entries(texts).filter(([, value]) => value !== undefined && value.trim() !== '');
  return entries.length === 0 ? null : (Object.fromEntries(entries) as LocalizedText);
}

function ruleOf(state: FormState): CategoryRule | null {
  const categories = state.categories
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean);
  const rule: CategoryRule = {
    ...(state.features.length ? { features: state.features as CategoryRule['features'] } : {}),
    ...(state.ipRatings.length ? { ipRatings: state.ipRatings as CategoryRule['ipRatings'] } : {}),
    ...(categories.length ? { categories } : {}),
  };
  return Object.keys(rule).length === 0 ? null : rule;
}

const LIGHT_LABELS = { is: m.lightIs, contains: m.lightContains, neither: m.lightNeither } as const;

interface CategoryFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The category edited; null creates one. */
  category: AdminCategoryDto | null;
  categories: readonly AdminCategoryDto[];
}

/**
 * Create or edit one category: its address, place, texts per language (each language shows whether
 * it is missing or older than the English), image, visibility, home flag, light-source kind and rule.
 * A save over someone else's newer save answers 409 and is shown, never silently overwritten.
 */
export function CategoryFormDialog({ open, onOpenChange, category, categories }: CategoryFormDialogProps) {
  const intl = useIntl();
  const id = useId();
  const [state, setState] = useState(() => initialState(category, null));
  const [language, setLanguage] = useState<LanguageCode>('en');
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useCreateCategoryMutation();
  const [update, updating] = useUpdateCategoryMutation();
  const busy = creating.isLoading || updating.isLoading;
  const excluded = category ? subtreeIds(categories, category.id) : new Set<string>();
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setState((current) => ({ ...current, [key]: value }));
  const toggle = (key: 'features' | 'ipRatings', value: string) =>
    setState((current) => ({
      ...current,
      [key]: current[key].includes(value)
        ? current[key].filter((v) => v !== value)
        : [...current[key], value],
    }));

  const languageLabel = (code: LanguageCode) => {
    const name = getLanguage(code).name;
    if (!category || code === 'en') return name;
    const states = [translationState(category.name, category.translatedAt, code)];
    if (category.description)
      states.push(translationState(category.description, category.translatedAt, code));
    const state = states.includes('missing')
      ? m.stateMissing
      : states.includes('outdated')
        ? m.stateOutdated
        : null;
    return state
      ? intl.formatMessage(m.languageState, { language: name, state: intl.formatMessage(state) })
      : name;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const body: CategoryInput = {
      slug: state.slug.trim(),
      name: (filled(state.name) ?? { en: '' }) as LocalizedText,
      description: filled(state.description),
      imageUrl: state.imageUrl.trim() === '' ? null : state.imageUrl.trim(),
      visible: state.visible,
      onHome: state.onHome,
      lightSource: state.lightSource,
      rule: ruleOf(state),
    };
    try {
      if (category)
        await update({ id: category.id, changes: { ...body, version: category.version } }).unwrap();
      else await create({ ...body, parentId: state.parentId }).unwrap();
      toast({ title: intl.formatMessage(m.saved) });
      onOpenChange(false);
    } catch (failure) {
      setError(getServerMessage(failure) ?? intl.formatMessage(m.requestFailed));
    }
  }

  const languageName = getLanguage(language).name;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={intl.formatMessage(category ? m.editTitle : m.newTitle)}
        closeLabel={intl.formatMessage(m.close)}
        className="max-w-2xl"
      >
        <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={intl.formatMessage(m.slug)}
              htmlFor={`${id}-slug`}
              hint={intl.formatMessage(m.slugHint, { slug: state.slug || '…' })}
            >
              <Input
                id={`${id}-slug`}
                value={state.slug}
                onChange={(event) => set('slug', event.target.value)}
                required
                autoComplete="off"
              />
            </Field>
            {category ? null : (
              <Field label={intl.formatMessage(m.parent)} htmlFor={`${id}-parent`}>
                <NativeSelect
                  id={`${id}-parent`}
                  value={state.parentId ?? ''}
                  onChange={(event) => set('parentId', event.target.value || null)}
                >
                  <option value="">{intl.formatMessage(m.topLevel)}</option>
                  {categories
                    .filter((c) => !excluded.has(c.id))
                    .map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name.en}
                      </option>
                    ))}
                </NativeSelect>
              </Field>
            )}
          </div>
          <Field label={intl.formatMessage(m.language)} htmlFor={`${id}-language`}>
            <NativeSelect
              id={`${id}-language`}
              value={language}
              onChange={(event) => setLanguage(event.target.value as LanguageCode)}
            >
              {LANGUAGE_CODES.map((code) => (
                <option key={code} value={code}>
                  {languageLabel(code)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label={intl.formatMessage(m.name, { language: languageName })}
            htmlFor={`${id}-name`}
            hint={language === 'en' ? intl.formatMessage(m.englishRequired) : state.name.en}
          >
            <Input
              id={`${id}-name`}
              lang={language}
              value={state.name[language] ?? ''}
              onChange={(event) => set('name', { ...state.name, [language]: event.target.value })}
              required={language === 'en'}
            />
          </Field>
          <Field
            label={intl.formatMessage(m.descriptionField, { language: languageName })}
            htmlFor={`${id}-description`}
          >
            <Textarea
              id={`${id}-description`}
              lang={language}
              value={state.description[language] ?? ''}
              onChange={(event) =>
                set('description', { ...state.description, [language]: event.target.value })
              }
            />
          </Field>
          <Field label={intl.formatMessage(m.image)} htmlFor={`${id}-image`}>
            <Input
              id={`${id}-image`}
              value={state.imageUrl}
              onChange={(event) => set('imageUrl', event.target.value)}
              placeholder="/images/categories/…"
            />
          </Field>
          <div className="space-y-2">
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5"
                checked={state.visible}
                onChange={(event) => set('visible', event.target.checked)}
              />
              <FormattedMessage {...m.visible} />
            </label>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5"
                checked={state.onHome}
                onChange={(event) => set('onHome', event.target.checked)}
              />
              <FormattedMessage {...m.onHomeField} />
            </label>
          </div>
          <Field label={intl.formatMessage(m.lightSource)} htmlFor={`${id}-light`}>
            <NativeSelect
              id={`${id}-light`}
              value={state.lightSource}
              onChange={(event) => set('lightSource', event.target.value as LightSourceKind)}
            >
              {LIGHT_SOURCE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {intl.formatMessage(LIGHT_LABELS[kind])}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <fieldset className="space-y-3 rounded-md border border-border p-3">
            <legend className="px-1 text-sm font-medium">
              <FormattedMessage {...m.rule} />
            </legend>
            <p className="text-sm text-muted-foreground">
              <FormattedMessage {...m.ruleHint} />
            </p>
            <fieldset>
              <legend className="text-sm font-medium">
                <FormattedMessage {...m.ruleFeatures} />
              </legend>
              <div className="mt-1 flex flex-wrap gap-3">
                {PRODUCT_FEATURES.map((feature) => (
                  <label key={feature} className="flex items-center gap-1.5 text-sm">
                    <input
                      type="checkbox"
                      checked={state.features.includes(feature)}
                      onChange={() => toggle('features', feature)}
                    />
                    {PRODUCT_FEATURE_LABELS[feature]}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="text-sm font-medium">
                <FormattedMessage {...m.ruleIp} />
              </legend>
              <div className="mt-1 flex flex-wrap gap-3">
                {IP_RATINGS.map((rating) => (
                  <label key={rating} className="flex items-center gap-1.5 text-sm">
                    <input
                      type="checkbox"
                      checked={state.ipRatings.includes(rating)}
                      onChange={() => toggle('ipRatings', rating)}
                    />
                    {rating}
                  </label>
                ))}
              </div>
            </fieldset>
            <Field label={intl.formatMessage(m.ruleCategories)} htmlFor={`${id}-rule-categories`}>
              <Input
                id={`${id}-rule-categories`}
                value={state.categories}
                onChange={(event) => set('categories', event.target.value)}
                autoComplete="off"
              />
            </Field>
          </fieldset>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                <FormattedMessage {...m.cancel} />
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              <FormattedMessage {...m.save} />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
