import { staffMe } from "#lib/api/staff.ts";
import { permissionsOf, seesContactDetails } from "#lib/staff/roles.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/staff/me", method: ["GET"] };

/** Who is signed in to the console (the cookie is HttpOnly, so the console asks), and what their role allows. */
export default defineFunction(staffMe, async (_input, call) => {
  const { staff, role } = await requireStaff(call);
  return {
    email: staff.email,
    role,
    permissions: [...permissionsOf(role)],
    sees_contact_details: seesContactDetails(role),
    weekly_summary: role === "owner" ? staff.weeklySummary : null,
  };
});
