// Types of servers.mjs (plain JavaScript, since scripts/test.mjs imports it before anything is compiled).
export type Group = { name: string; port: number; baseURL: string; dataDir: string };
export declare const groupNames: string[];
export declare function groupsOf(port: number, dataDir: string): Group[];
export declare function serverEnv(group: Group): Record<string, string>;
export declare function serversStarted(): boolean;
