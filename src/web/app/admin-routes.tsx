/**
 * Routes of the signed-in area (issue 4; spec 2 route table), lazily loaded so visitors never
 * download them: each page is a `React.lazy` chunk under src/web/admin, shown inside `<Suspense>`.
 * The app's route table spreads {@link adminRoutes} in. React.lazy (rather than the route `lazy`
 * option) works in both the data router and the declarative `<Routes>` modes.
 *
 * Guards live in the pages: profile, update-user, update-person and the forms redirect to
 * `/forbidden` when nobody is signed in; `/users` also when the user is not an admin.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';

function page(Component: LazyExoticComponent<ComponentType>): RouteObject['element'] {
  return (
    <Suspense fallback={<p role="status">Loading...</p>}>
      <Component />
    </Suspense>
  );
}

const Login = lazy(() => import('../admin/pages/login-page.js'));
const Profile = lazy(() => import('../admin/pages/profile-page.js'));
const UpdateUser = lazy(() => import('../admin/pages/update-user-page.js'));
const UpdatePerson = lazy(() => import('../admin/pages/update-person-page.js'));
const Users = lazy(() => import('../admin/pages/users-page.js'));
const EducationForm = lazy(() => import('../admin/forms/education-form.js'));
const WorkForm = lazy(() => import('../admin/forms/work-form.js'));
const SkillForm = lazy(() => import('../admin/forms/skill-form.js'));
const ProjectForm = lazy(() => import('../admin/forms/project-form.js'));
const SocialLinkForm = lazy(() => import('../admin/forms/social-link-form.js'));
const CategoryForm = lazy(() => import('../admin/forms/category-form.js'));
const Inbox = lazy(() => import('../features/inbox/inbox-page.js'));

export const adminRoutes: RouteObject[] = [
  { path: '/login', element: page(Login) },
  { path: '/profile', element: page(Profile) },
  { path: '/update-user', element: page(UpdateUser) },
  { path: '/update-person', element: page(UpdatePerson) },
  { path: '/users', element: page(Users) },
  { path: '/educations/form/:id', element: page(EducationForm) },
  { path: '/works/form/:id', element: page(WorkForm) },
  { path: '/languages/form/:id', element: page(SkillForm) },
  { path: '/proyects/form/:id', element: page(ProjectForm) },
  { path: '/social-medias/form/:id', element: page(SocialLinkForm) },
  { path: '/categories/form/:id', element: page(CategoryForm) },
  { path: '/inbox', element: page(Inbox) },
];
