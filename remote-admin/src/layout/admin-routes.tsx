import { Suspense } from 'react';
import { markHydrated, PART_ATTRIBUTE } from '@pasteleria/shared';
import { Route, Routes } from 'react-router-dom';
import { Spin } from 'antd';
import { adminScreenAt, type AdminScreen } from '@pasteleria/shared/federation';
import { preloadableLazy } from '@pasteleria/shared/preloadable-lazy';
import { AdminNotFound } from '../components/not-found';
import { RESOURCES } from '../resources';
import { screens } from './admin-screens';

// Every screen is a chunk of its own (./admin-screens.ts): a screen downloads none of the others.
const Welcome = preloadableLazy(() => screens.home().then((m) => m.Welcome));
const ResourceListPage = preloadableLazy(() => screens.list().then((m) => m.ResourceListPage));
const ResourceCreatePage = preloadableLazy(() => screens.form().then((m) => m.ResourceCreatePage));
const ResourceEditPage = preloadableLazy(() => screens.form().then((m) => m.ResourceEditPage));
const PendingCommentsPage = preloadableLazy(() => screens.comments().then((m) => m.PendingCommentsPage));
const UserListPage = preloadableLazy(() => screens.users().then((m) => m.UserListPage));
const UserCreatePage = preloadableLazy(() => screens.users().then((m) => m.UserCreatePage));
const UserEditPage = preloadableLazy(() => screens.users().then((m) => m.UserEditPage));
const ReleasesPage = preloadableLazy(() => screens.releases().then((m) => m.ReleasesPage));
const SecurityPage = preloadableLazy(() => screens.security().then((m) => m.SecurityPage));
const ActivityPage = preloadableLazy(() => screens.activity().then((m) => m.ActivityPage));

/** The pages of each screen's chunk. */
const SCREEN_PAGES: Record<AdminScreen, ReadonlyArray<{ preload(): Promise<unknown> }>> = {
  home: [Welcome],
  list: [ResourceListPage],
  form: [ResourceCreatePage, ResourceEditPage],
  comments: [PendingCommentsPage],
  users: [UserListPage, UserCreatePage, UserEditPage],
  releases: [ReleasesPage],
  security: [SecurityPage],
  activity: [ActivityPage],
};

/**
 * Downloads the screen the back-office URL `subPath` (below /admin) opens on. The host calls it
 * before the page's first render, and the server before it draws the page: the screen then renders
 * at once, and React hydrates the server's drawing of it as it is (a screen still loading as the
 * session and the width are read would be drawn anew, its fields emptied, behind a spinner).
 */
export function preloadRoute(subPath: string): Promise<unknown> {
  return Promise.all(SCREEN_PAGES[adminScreenAt(subPath)].map((page) => page.preload()));
}

/**
 * The back office is one part of a drawn page for its loader (BACK_OFFICE_PART): a click made before
 * React has taken it over is given once its screen, inside this Suspense boundary, has hydrated,
 * which React does after the frame around it. Given earlier, a click on the menu would move to
 * another screen while the drawn one was still waiting to be hydrated, and React would throw that
 * drawing away (and a click on a row's link with it).
 */
export const BACK_OFFICE_PART = 'back-office';

function markBackOffice(element: HTMLElement | null): void {
  markHydrated(element?.closest(`[${PART_ATTRIBUTE}="${BACK_OFFICE_PART}"]`) ?? null);
}

/**
 * Routes relative to where the host mounts the back office (/admin/*). Each resource of the
 * registry gets `{name}`, `{name}/create` and `{name}/edit/:id`.
 */
export function AdminRoutes() {
  return (
    <Suspense fallback={<Spin size="large" className="admin-centered" />}>
      <div className="admin-routes" ref={markBackOffice}>
        <Routes>
          <Route index element={<Welcome />} />
          {RESOURCES.map((resource) => (
            <Route key={resource.name} path={resource.name}>
              <Route index element={<ResourceListPage resource={resource} />} />
              <Route path="create" element={<ResourceCreatePage resource={resource} />} />
              <Route path="edit/:id" element={<ResourceEditPage resource={resource} />} />
            </Route>
          ))}
          <Route path="comentario" element={<PendingCommentsPage />} />
          <Route path="user" element={<UserListPage />} />
          <Route path="user/create" element={<UserCreatePage />} />
          <Route path="user/edit/:id" element={<UserEditPage />} />
          <Route path="versiones" element={<ReleasesPage />} />
          <Route path="seguridad" element={<SecurityPage />} />
          <Route path="actividad" element={<ActivityPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </div>
    </Suspense>
  );
}
