// What other subjects may use of the back office's users: deleting accounts (test clients are users).
export { deleteUsers } from './manage-users.ts'
