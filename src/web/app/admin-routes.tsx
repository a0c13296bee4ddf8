/**
 * Routes of the signed-in area (docs/product.md §2 route table), lazily loaded so visitors never
 * download them: each page is a `React.lazy` chunk under src/web/pages/owner, awaited by the layout's
 * `<Suspense>` (src/web/app/layout.tsx, which also knows from it when the first view is rendered).
 * The app's route table spreads {@link adminRoutes} in. React.lazy (rather than the route `lazy`
 * option) works in both the data router and the declarative `<Routes>` modes.
 *
 * Guards live in the pages: profile, update-user, update-person and the forms redirect to
 * `/forbidden` when nobody is signed in; `/users` also when the user is not an admin.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { WEB_RESOURCES } from '../features/registry.js';
import { SECURITY_PATH } from '../i18n/security-texts.js';
import { VERSIONS_PATH } from '../i18n/version-texts.js';
import { DESIGN_PATH } from '../i18n/design-texts.js';

function page(Component: LazyExoticComponent<ComponentType>): RouteObject['element'] {
  return <Component />;
}

const Login = lazy(() => import('../pages/owner/login-page.js'));
const Profile = lazy(() => import('../pages/owner/profile-page.js'));
const UpdateUser = lazy(() => import('../pages/owner/update-user-page.js'));
const UpdatePerson = lazy(() => import('../pages/owner/update-person-page.js'));
const Users = lazy(() => import('../pages/owner/users-page.js'));
const Data = lazy(() => import('../pages/owner/data-page.js'));
const Inbox = lazy(() => import('../pages/owner/inbox-page.js'));
const Security = lazy(() => import('../pages/owner/security-page.js'));
const History = lazy(() => import('../pages/owner/history-page.js'));
const Trash = lazy(() => import('../pages/owner/trash-page.js'));
const Versions = lazy(() => import('../pages/owner/versions-page.js'));
const Statistics = lazy(() => import('../pages/owner/statistics-page.js'));
const Design = lazy(() => import('../pages/owner/design-page.js'));

export const adminRoutes: RouteObject[] = [
  { path: '/login', element: page(Login) },
  { path: '/profile', element: page(Profile) },
  { path: '/update-user', element: page(UpdateUser) },
  { path: '/update-person', element: page(UpdatePerson) },
  { path: '/users', element: page(Users) },
  { path: '/data', element: page(Data) },
  // `/{wire}/form/:id` of every list resource (docs/product.md §2 route table; `new` creates).
  ...WEB_RESOURCES.flatMap(({ resource, Form }) =>
    Form ? [{ path: `/${resource.wire}/form/:id`, element: page(Form) }] : [],
  ),
  { path: '/inbox', element: page(Inbox) },
  { path: SECURITY_PATH, element: page(Security) },
  // docs/product.md §22: an entry's history and the trash.
  { path: '/history/:resource/:id', element: page(History) },
  { path: '/trash', element: page(Trash) },
  { path: VERSIONS_PATH, element: page(Versions) },
  { path: '/statistics', element: page(Statistics) },
  // docs/product.md §26: the site's design.
  { path: DESIGN_PATH, element: page(Design) },
];
