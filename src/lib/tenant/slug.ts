/**
 * A tenant's slug names its folder, its output dist/<slug> and its local host <slug>.localhost,
 * so it is a DNS label: lowercase letters, digits and hyphens, at most 63 characters.
 */
export const TENANT_SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** The header the local server sets on every function request to say whose site it is for. */
export const TENANT_HEADER = "x-forecourt-tenant";
