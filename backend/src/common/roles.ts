/** The roles of a user account (the `roles` reference table's ids). */
export enum RoleId {
  PlatformAdmin = 1,
  CompanyAdmin = 2,
  Staff = 3,
}
