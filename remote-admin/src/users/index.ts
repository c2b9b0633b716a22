/** Users: the list, and one form shared by create and edit. */
export { UserListPage } from './user-list-page';
export { UserCreatePage } from './user-create-page';
export { UserEditPage } from './user-edit-page';
