/**
 * Social media or contact form at `/social-medias/form/:id` (docs/product.md §2 and §3; docs/product.md §5: the type must be
 * chosen, 'Please select a valid Type of Social Media - Contact!'; docs/product.md §8: 'Social Media/Contact
 * saved!', 'Error saving Social Media/Contact', 'Error loading Social Media/Contact by Id').
 * Saving invalidates the social links query, so the footer lists refresh (docs/product.md §4).
 */
import { ImageField } from '../owner-kit/image-upload.js';
import { SOCIAL_LINK_TYPES } from '../../../shared/constants.js';
import {
  socialLinkCreateSchema,
  socialLinkDefaults,
  socialLinkUpdateSchema,
  type SocialLink,
} from '../../../shared/schemas.js';
import { LinkField, SelectField, TextField } from '../owner-kit/fields.js';
import { FormPage } from '../owner-kit/form-page.js';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import { EntryLoader, pickFields, useEntryForm } from '../owner-kit/entry-form.js';
import { FormRoute } from '../owner-kit/form-route.js';
import { socialLinks } from '../../../shared/resources/index.js';

const DEFAULTS = { type: '', ...socialLinkDefaults };
type Values = typeof DEFAULTS;

function SocialLinkFormBody({ id, initial }: { id: string; initial: Values }) {
  const form = useEntryForm({
    resource: 'socialLink',
    id,
    initial,
    labels: socialLinks.texts.labels,
    createSchema: socialLinkCreateSchema,
    updateSchema: socialLinkUpdateSchema,
  });
  const { bind } = form;
  return (
    <FormPage
      title={form.title}
      onSubmit={() => void form.submit()}
      submitLabel={form.submitLabel}
      backTo={ADMIN_PATHS.home}
      busy={form.saving}
    >
      <SelectField {...bind('type')} options={SOCIAL_LINK_TYPES} />
      <TextField {...bind('title')} />
      <LinkField {...bind('linkSocial')} />
      <TextField {...bind('username')} />
      <ImageField {...bind('thumbnails')} />
    </FormPage>
  );
}

/** The social media or contact form for one id (`new` creates). */
export function SocialLinkForm({ id }: { id: string }) {
  return (
    <EntryLoader<SocialLink> resource="socialLink" id={id}>
      {(entity) => <SocialLinkFormBody id={id} initial={pickFields(DEFAULTS, entity)} />}
    </EntryLoader>
  );
}

/** Route element for `/social-medias/form/:id`. */
export default function SocialLinkFormRoute() {
  return <FormRoute Form={SocialLinkForm} />;
}
