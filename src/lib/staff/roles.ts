/**
 * What each of a dealer's staff roles may do in the console. Pure: the functions check
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
  /** Insights: views, leads, days in stock, sources and response times. */
  "insights.view",
  /** Insights' merchandising list: what each car's page lacks (photos, comments, price, specifications). */
  "insights.merchandising",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  sales: [
    "leads.manage",
    "reservations.manage",
    "bookings.manage",
    "stock.status",
    "stock.price",
    "contacts.view",
    "insights.view",
    "insights.merchandising",
  ],
  editor: ["content.edit", "stock.status", "insights.merchandising"],
};

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

export const can = (role: StaffRole, permission: Permission): boolean => GRANTS[role].includes(permission);

export const permissionsOf = (role: StaffRole): readonly Permission[] => GRANTS[role];

/** Only owners and sales see who a shopper is; editors see cars and words, never people. */
export const seesContactDetails = (role: StaffRole): boolean => can(role, "contacts.view");

/** A console screen, and what a role needs to use it (null: every signed-in role). */
export interface ConsoleScreen {
  path: string;
  label: string;
  needs: Permission | null;
}

/** The console's screens in menu order; a role lands on the first it may use. */
export const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  { path: "/console/", label: "Leads", needs: "leads.manage" },
  { path: "/console/bookings/", label: "Bookings", needs: "bookings.manage" },
  { path: "/console/deposits/", label: "Deposits", needs: "reservations.manage" },
  { path: "/console/content/", label: "Content", needs: "content.edit" },
  { path: "/console/stock/", label: "Stock", needs: "stock.status" },
  { path: "/console/insights/", label: "Insights", needs: "insights.merchandising" },
  { path: "/console/team/", label: "Team", needs: "staff.manage" },
  { path: "/console/account/", label: "Your account", needs: null },
];

/** Whether a role (by its permissions, as /api/staff/me answers them) may use a screen. */
export const mayUse = (permissions: readonly string[], screen: { needs: string | null }): boolean =>
  screen.needs === null || permissions.includes(screen.needs);

/** The screens a role sees in its menu, in order. */
export const screensFor = (role: StaffRole, screens: readonly ConsoleScreen[] = CONSOLE_SCREENS): ConsoleScreen[] =>
  screens.filter((screen) => mayUse(permissionsOf(role), screen));

/** Where a role lands after signing in: its first screen (an editor: Content; sales and owners: Leads). */
export const landingFor = (role: StaffRole, screens: readonly ConsoleScreen[] = CONSOLE_SCREENS): string =>
  screensFor(role, screens)[0]?.path ?? "/console/account/";

/** The screen a console path belongs to ("/console/stock/?q=x" → Stock; "/console/sign-in/" → none). */
export function screenOf(
  pathname: string,
  screens: readonly ConsoleScreen[] = CONSOLE_SCREENS,
): ConsoleScreen | undefined {
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return screens.find((screen) => (screen.path === "/console/" ? path === "/console/" : path.startsWith(screen.path)));
}
