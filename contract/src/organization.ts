import { z } from 'zod';

/** One entry of the login page's organisation select (spec §3 "Organisation option"). */
export const orgOption = z.object({
  Id: z.number().int().describe('Organisation id, sent back in the OrgId header'),
  OrganizeCode: z.string().describe('Organisation code, kept in the ORG_CODE cookie'),
  OrganizeName: z.string().describe('Display name in the caller language'),
});
export type OrgOption = z.infer<typeof orgOption>;

export const getOrgInfoQuery = z.object({
  userName: z.string().trim().max(64).optional().describe('Typed user name; empty lists every organisation'),
});
export type GetOrgInfoQuery = z.infer<typeof getOrgInfoQuery>;
