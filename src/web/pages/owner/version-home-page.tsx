/**
 * The owner's home page in version mode (docs/product.md §29;
 * docs/decisions/0195-editing-a-version-where-it-stands.md): the visitor's sections over the chosen
 * version's content, exactly as a recipient of its link sees them (the version's section order,
 * hidden sections and headline overrides, from the shared projection src/shared/version-projection.ts),
 * except that the entries the version leaves out stay in place, dimmed and marked, and every card of
 * every list section has its switch "In this version: {name}" (features/versions/owner-version-mode.tsx).
 *
 * What lies around the cards is the recipient's too (decision
 * docs/decisions/0210-version-mode-shows-the-recipients-page.md): the version's own design, if it has
 * one, drawn over the site's while the version is shown (features/versions/version-design.ts), with
 * its leading sections first; "Download CV", in the header and under the name, gives the version's PDF
 * (`GET /api/versions/{id}/cv.pdf` in the page's language, features/cv/cv-address.ts); the contacts
 * under the name and in the footer (version-footer.tsx) are the version's, and the contact form is
 * there as on the link's page.
 *
 * The sections read their lists through TanStack Query; here they read them from a query client of
 * their own ({@link VersionScope}) filled with the version's content, so no section knows about
 * versions and the master's cache is untouched. The master's edits (forms, drag, delete) are not
 * offered here: the page shows the version; "Master" in the switcher brings them back.
 */
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { RESOURCE } from '../../../shared/paths.js';
import { RESUME_SECTIONS, listPathOf } from '../../../shared/resources/index.js';
import { SECTIONS_PATH } from '../../../shared/sections.js';
import { PEOPLE_PATH } from '../../../shared/version-projection.js';
import { SECTION_LIST_PATHS, VERSION_PATHS, type VersionContent } from '../../../shared/versions.js';
import { giveCvAddress } from '../../features/cv/cv-address.js';
import ContactSection from '../../features/contact/contact-section.js';
import { ActiveDesignContext } from '../../features/designs/active-design.js';
import { useVersionDesign } from '../../features/versions/version-design.js';
import { useLanguage } from '../../i18n/i18n.js';
import { CategoriesStrip } from '../../features/categories/categories-strip.js';
import { EducationsSection } from '../../features/educations/educations-section.js';
import { PersonSection } from '../../features/person/person-section.js';
import { ProjectsSection } from '../../features/projects/projects-section.js';
import { WEB_RESOURCES } from '../../features/registry.js';
import {
  EntryCardItem,
  EntryCardList,
  ResumeSection,
  useSectionEntries,
  type ResumeSectionSeams,
} from '../../features/resume-sections/resume-sections.js';
import { CustomSection, useEntriesOf } from '../../features/sections/custom-section.js';
import { SECTIONS_KEY } from '../../features/sections/api.js';
import { SectionList } from '../../features/sections/section-list.js';
import { SkillsSection } from '../../features/skills/skills-section.js';
import {
  IncludeSwitch,
  VersionViewProvider,
  type VersionView,
} from '../../features/versions/owner-version-mode.js';
import { entryName, type Entry } from '../../features/versions/owner-version-parts.js';
import { WorksSection } from '../../features/works/works-section.js';
import { queryKeys } from '../../lib/query-keys.js';
import { HeroActions } from '../home/hero-actions.js';
import pageStyles from '../home/home-page.module.css';

/** Each list of a content by the query key the sections read it with. */
function queryData(content: VersionContent): [QueryKey, unknown][] {
  const out: [QueryKey, unknown][] = [
    [queryKeys.people, content[PEOPLE_PATH] ?? []],
    [SECTIONS_KEY, content[SECTIONS_PATH] ?? []],
  ];
  for (const web of WEB_RESOURCES) {
    const list = content[listPathOf(web.resource)];
    if (list !== undefined) out.push([web.queryKey, list]);
  }
  return out;
}

function fill(client: QueryClient, content: VersionContent) {
  for (const [key, data] of queryData(content)) client.setQueryData(key, data);
}

/** The sections below read `content` (lists it lacks are fetched as usual, e.g. the contacts). */
function VersionScope({ content, children }: { content: VersionContent; children: ReactNode }) {
  const [client] = useState(() => {
    const made = new QueryClient({
      defaultOptions: { queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false } },
    });
    fill(made, content);
    return made;
  });
  useLayoutEffect(() => fill(client, content), [client, content]);
  useLayoutEffect(() => () => client.clear(), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const toggle = (entry: Entry) => <IncludeSwitch id={entry._id} name={entryName(entry)} />;

/** The seams of a JSON Resume or custom section: the visitor's cards, each with its switch. */
const SEAMS: ResumeSectionSeams = {
  headerActions: null,
  emptyText: '',
  renderItem: (entry, card) => (
    <EntryCardItem key={entry._id}>
      <div>{card}</div>
      {toggle(entry)}
    </EntryCardItem>
  ),
  renderList: (_entries, items) => <EntryCardList>{items}</EntryCardList>,
};

/** A JSON Resume section with its switches; like the visitor's, not shown when it has no entries. */
function VersionResumeSection({ resource }: { resource: (typeof RESUME_SECTIONS)[number] }) {
  const entries = useSectionEntries(resource).data ?? [];
  if (entries.length === 0) return null;
  return <ResumeSection resource={resource} seams={SEAMS} />;
}

function VersionCustomSection({ section }: { section: Parameters<typeof CustomSection>[0]['section'] }) {
  const { entries } = useEntriesOf(section.key);
  if (entries.length === 0) return null;
  return <CustomSection section={section} seams={SEAMS} />;
}

/**
 * `content` with the contacts the version leaves out removed: they have no card with a switch here
 * (they are chosen on the Versions page), so they show as the recipient reads them.
 */
function withRecipientsContacts(content: VersionContent, excluded: ReadonlySet<string>): VersionContent {
  const path = SECTION_LIST_PATHS[RESOURCE.socialLink]!;
  const links = content[path];
  if (!links) return content;
  return { ...content, [path]: links.filter((link) => !excluded.has((link as Entry)._id)) };
}

/** The version's page with its switches; see the module doc. */
export function VersionHomePage({ view }: { view: VersionView }) {
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const design = useVersionDesign(view.version);
  const language = useLanguage();
  const versionId = view.version._id;
  useLayoutEffect(
    () => giveCvAddress(`${VERSION_PATHS.cv(versionId)}?lang=${language}`),
    [versionId, language],
  );
  const content = useMemo(
    () => withRecipientsContacts(view.content, view.excluded),
    [view.content, view.excluded],
  );
  return (
    <VersionViewProvider view={view}>
      <ActiveDesignContext.Provider value={design}>
        <VersionScope content={content}>
          <div className={pageStyles.page} data-version-mode={view.version._id} data-version-design={design}>
            <PersonSection actions={<HeroActions />} />
            <SectionList
              parts={{
                [RESOURCE.work]: <WorksSection renderControls={toggle} />,
                [RESOURCE.project]: (
                  <ProjectsSection
                    selectedCategoryId={categoryId}
                    renderControls={toggle}
                    filterStrip={
                      <CategoriesStrip selectedId={categoryId} onSelect={setCategoryId} headingLevel={3} />
                    }
                  />
                ),
                [RESOURCE.education]: <EducationsSection renderControls={toggle} />,
                [RESOURCE.skill]: <SkillsSection renderControls={toggle} />,
                ...Object.fromEntries(
                  RESUME_SECTIONS.map((resource) => [
                    resource.wire,
                    <VersionResumeSection key={resource.wire} resource={resource} />,
                  ]),
                ),
              }}
              custom={(section) => <VersionCustomSection section={section} />}
            />
            <ContactSection />
          </div>
        </VersionScope>
      </ActiveDesignContext.Provider>
    </VersionViewProvider>
  );
}
