/**
 * Issue 38: what each of a dealer's staff roles may do in the console. Pure: the functions check
 * these through requireStaff, the console UI will read them to hide what a role cannot use.
 */
export const STAFF_ROLES = ["owner", "sales", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** Invite and remove staff, change roles. */
  "staff.manage",
  "leads.manage",
  "reservations.manage",
  /** Test drives and services booked: see them by day, move or cancel them. */
  "bookings.manage",
  /** Mark a car sold, under offer, available. */
  "stock.status",
  "stock.price",
  /** Pages, specials, banners: the site's words and pictures. */
  "content.edit",
  /** Shoppers' names, phones and emails (the Privacy Act: only those who need them to sell). */
  "contacts.view",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  sales: ["leads.manage", "reservations.manage", "bookings.manage", "stock.status", "stock.price", "contacts.view"],
  editor: ["content.edit", "stock.status"],
};

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

export const can = (role: StaffRole, permission: Permission): boolean => GRANTS[role].includes(permission);

export const permissionsOf = (role: StaffRole): readonly Permission[] => GRANTS[role];

/** Only owners and sales see who a shopper is; editors see cars and words, never people. */
export const seesContactDetails = (role: StaffRole): boolean => can(role, "contacts.view");
