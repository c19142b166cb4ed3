// Generated from the OpenAPI document by `npm run api:types` (server/src/platform/api-types.ts): do not edit.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: 200 while the process runs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                status: "ok" | "degraded";
                                /** @enum {string} */
                                database: "pglite" | "postgres";
                                version: string;
                                uptimeSeconds: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers within 2 s and no migration is pending */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                status: "ready" | "notReady";
                                /** @enum {string} */
                                database: "pglite" | "postgres";
                                databaseUp: boolean;
                                pendingMigrations: string[];
                                version: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                status: "ready" | "notReady";
                                /** @enum {string} */
                                database: "pglite" | "postgres";
                                databaseUp: boolean;
                                pendingMigrations: string[];
                                version: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics (text exposition format) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/GetOrgInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Organisations offered on the login page for a user name */
        get: {
            parameters: {
                query?: {
                    /** @description Typed user name; empty lists every organisation */
                    userName?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @description Organisation id, sent back in the OrgId header */
                                Id: number;
                                /** @description Organisation code, kept in the ORG_CODE cookie */
                                OrganizeCode: string;
                                /** @description Display name in the caller language */
                                OrganizeName: string;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Organization/GetSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's organisation's settings: shipping against unconfirmed order lines, the reminder */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                REQUIRE_CONFIRMATION: boolean;
                                CONFIRMATION_REMINDER_HOURS: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Organization/SaveSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the caller's organisation's settings (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Ship only against confirmed order lines */
                        REQUIRE_CONFIRMATION: boolean;
                        /** @description Hours an order line may stay unanswered before its vendor is reminded (1 to 720) */
                        CONFIRMATION_REMINDER_HOURS: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                REQUIRE_CONFIRMATION: boolean;
                                CONFIRMATION_REMINDER_HOURS: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Environment/Defaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This server's environment defaults and the environments its operator lists */
        get: {
            parameters: {
                query?: {
                    /** @description The browser's host name (location.host); the server's own environment is known by it */
                    HostName?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                Current: {
                                    /** @description The host name (and port) this environment is known by; the value kept in businessHOST */
                                    Host: string;
                                    /** @description What people call it: 正式环境, Test, … */
                                    Name: string;
                                    /** @description Where API calls go: /api on this server */
                                    ApiBase: string;
                                    /** @description The print template service (templates of SysReportTpl) */
                                    PrintTemplate: string;
                                    /** @description Where export files are downloaded from */
                                    Download: string;
                                    /** @description The warehouse-system (WMS) API address; empty when no WMS is connected */
                                    WmsApi: string;
                                    /** @description Where attachments and uploaded files are read */
                                    FilePath: string;
                                    /** @description The base address of images (logos, product pictures) */
                                    BaseImage: string;
                                    /** @description Where documents are printed (PDF rendering) */
                                    PrintUrl: string;
                                };
                                Environments: {
                                    /** @description The host name (and port) this environment is known by; the value kept in businessHOST */
                                    Host: string;
                                    /** @description What people call it: 正式环境, Test, … */
                                    Name: string;
                                    /** @description Where API calls go: /api on this server */
                                    ApiBase: string;
                                    /** @description The print template service (templates of SysReportTpl) */
                                    PrintTemplate: string;
                                    /** @description Where export files are downloaded from */
                                    Download: string;
                                    /** @description The warehouse-system (WMS) API address; empty when no WMS is connected */
                                    WmsApi: string;
                                    /** @description Where attachments and uploaded files are read */
                                    FilePath: string;
                                    /** @description The base address of images (logos, product pictures) */
                                    BaseImage: string;
                                    /** @description Where documents are printed (PDF rendering) */
                                    PrintUrl: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Captcha/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A new single-use verification image */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                CaptchaId: string;
                                Image: string;
                                ExpiresInSeconds: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Auth/PublicKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** RSA public key (PEM) passwords are encrypted with, and a single-use nonce to encrypt with them */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                PublicKey: string;
                                Nonce: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Auth/GetToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in: token, user info and ticket; on failure msg and errorCount */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        UserName: string;
                        /** @description base64 RSA-OAEP/SHA-256 ciphertext of `nonce:password`, the nonce from Auth/PublicKey */
                        Password: string;
                        /** @default  */
                        CaptchaId?: string;
                        /** @default  */
                        CaptchaCode?: string;
                        OrgId: number;
                        /** @enum {string} */
                        RememberPassword?: "Y" | "N";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                Token: string;
                                Userinfo: {
                                    ID: number;
                                    USER_NAME: string;
                                    NICK_NAME: string;
                                    ROLE_ID: number;
                                    VENDOR_CODE: string | null;
                                    PARENT_VENDOR_CODE: string | null;
                                    ORG_ID: number;
                                    ORG_CODE: string;
                                };
                                Ticket: string;
                                ExpiresAt: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Auth/Logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the session of the token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Role/LoadMenusByRoleId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Menu tree of a role for a module (own role, or any role with the Role screen) */
        get: {
            parameters: {
                query: {
                    roleId: number;
                    appCode?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: components["schemas"]["MenuTreeNode"][];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Role/GetAllButtonByRoleId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Button permission keys of a role */
        get: {
            parameters: {
                query: {
                    roleId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                Menu_Code: string;
                                Menu_Name: string;
                                MENU_EN: string;
                                /** @enum {string} */
                                ENABLED: "Y" | "N";
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryNote/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delivery notes (list) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                DELIVERY_NO: string | null;
                                STATUS: number | null;
                                VENDOR_CODE: string | null;
                                VENDOR_NAME: string | null;
                                DELIVERY_DATE: string | null;
                                ARRIVAL_DATE: string | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATOR_NAME: string | null;
                                CREATETIME: (string) | null;
                                BillCloseDate: string | null;
                                LINE_COUNT: number | null;
                                TOTAL_QTY: string | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryNote/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Delivery notes (list) (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryNote/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Delivery notes (list) (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryNote/OpenOrderLines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open order lines a note can draw on, with the remaining quantity */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                PO_NO: string | null;
                                PO_ITEM: number | null;
                                VENDOR_CODE: string | null;
                                PART_NO: string | null;
                                PART_NAME: string | null;
                                PART_DESCR: string | null;
                                PO_TOTAL_QTY: string | null;
                                PO_REMAINING_QTY: string | null;
                                OVER_PCT: string | null;
                                SPQ: string | null;
                                PO_UNIT: string | null;
                                DUE_DATE: string | null;
                                PROMISED_DATE: string | null;
                                PROMISED_QTY: string | null;
                                ATTRIBUTE1: string | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryNote/OpenOrderLines/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Open order lines a note can draw on, with the remaining quantity (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryNote/OpenOrderLines/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Open order lines a note can draw on, with the remaining quantity (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryNote/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A note with its lines */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryNote/Print": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The note as a PDF through the delivery-note template (an export record) */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryNote/AddOrModifySave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create (numbered) or edit a note in status 1 (vendors) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID?: number;
                        DELIVERY_DATE: string;
                        ARRIVAL_DATE?: string | null;
                        DESCRIPTION?: string | null;
                        Lines: {
                            ID?: number;
                            ORDER_LINE_ID: number;
                            DELIVERY_QTY: string | number;
                            SPARE_QTY?: string | number;
                            PACKING_QTY?: string | number;
                            VENDOR_PART_NO?: string | null;
                            DATE_CODE?: string | null;
                            LOT_NO?: string | null;
                            COLOR?: string | null;
                            WEIGHT?: (string | number) | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryNote/Audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 1 → 2 (vendor or buyer) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryNote/UnAudit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 2 → 1 (vendor or buyer) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryNote/Ship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 2 → 4 with logistics company and tracking number (vendor) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                        ATTRIBUTE1: string;
                        ATTRIBUTE2: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryNote/Receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 4 → 5 with received quantity per line (buyer; WMS via the integration API) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                        Lines?: {
                            ID: number;
                            RECEIVED_QTY: string | number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryNote/Void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 1 → 3 (vendor or buyer), 2 → 3 (buyer), with a reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                        REASON: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Outsourced/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delivery notes (list) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                DELIVERY_NO: string | null;
                                STATUS: number | null;
                                VENDOR_CODE: string | null;
                                VENDOR_NAME: string | null;
                                DELIVERY_DATE: string | null;
                                ARRIVAL_DATE: string | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATOR_NAME: string | null;
                                CREATETIME: (string) | null;
                                BillCloseDate: string | null;
                                LINE_COUNT: number | null;
                                TOTAL_QTY: string | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Outsourced/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Delivery notes (list) (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Outsourced/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Delivery notes (list) (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Outsourced/OpenOrderLines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open order lines a note can draw on, with the remaining quantity */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                PO_NO: string | null;
                                PO_ITEM: number | null;
                                VENDOR_CODE: string | null;
                                PART_NO: string | null;
                                PART_NAME: string | null;
                                PART_DESCR: string | null;
                                PO_TOTAL_QTY: string | null;
                                PO_REMAINING_QTY: string | null;
                                OVER_PCT: string | null;
                                SPQ: string | null;
                                PO_UNIT: string | null;
                                DUE_DATE: string | null;
                                PROMISED_DATE: string | null;
                                PROMISED_QTY: string | null;
                                ATTRIBUTE1: string | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Outsourced/OpenOrderLines/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Open order lines a note can draw on, with the remaining quantity (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Outsourced/OpenOrderLines/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Open order lines a note can draw on, with the remaining quantity (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Outsourced/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A note with its lines */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Outsourced/Print": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The note as a PDF through the delivery-note template (an export record) */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Outsourced/AddOrModifySave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create (numbered) or edit a note in status 1 (vendors) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID?: number;
                        DELIVERY_DATE: string;
                        ARRIVAL_DATE?: string | null;
                        DESCRIPTION?: string | null;
                        Lines: {
                            ID?: number;
                            ORDER_LINE_ID: number;
                            DELIVERY_QTY: string | number;
                            SPARE_QTY?: string | number;
                            PACKING_QTY?: string | number;
                            VENDOR_PART_NO?: string | null;
                            DATE_CODE?: string | null;
                            LOT_NO?: string | null;
                            COLOR?: string | null;
                            WEIGHT?: (string | number) | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Outsourced/Audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 1 → 2 (vendor or buyer) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Outsourced/UnAudit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 2 → 1 (vendor or buyer) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Outsourced/Ship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 2 → 4 with logistics company and tracking number (vendor) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                        ATTRIBUTE1: string;
                        ATTRIBUTE2: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Outsourced/Receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 4 → 5 with received quantity per line (buyer; WMS via the integration API) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                        Lines?: {
                            ID: number;
                            RECEIVED_QTY: string | number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Outsourced/Void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 1 → 3 (vendor or buyer), 2 → 3 (buyer), with a reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                        REASON: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SubDeliveryNote/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delivery notes (list) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                DELIVERY_NO: string | null;
                                STATUS: number | null;
                                VENDOR_CODE: string | null;
                                VENDOR_NAME: string | null;
                                DELIVERY_DATE: string | null;
                                ARRIVAL_DATE: string | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATOR_NAME: string | null;
                                CREATETIME: (string) | null;
                                BillCloseDate: string | null;
                                RECEIVER_VENDOR_CODE: string | null;
                                LINE_COUNT: number | null;
                                TOTAL_QTY: string | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SubDeliveryNote/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Delivery notes (list) (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SubDeliveryNote/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Delivery notes (list) (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SubDeliveryNote/OpenOrderLines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open order lines a note can draw on, with the remaining quantity */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                PO_NO: string | null;
                                PO_ITEM: number | null;
                                VENDOR_CODE: string | null;
                                PART_NO: string | null;
                                PART_NAME: string | null;
                                PART_DESCR: string | null;
                                PO_TOTAL_QTY: string | null;
                                PO_REMAINING_QTY: string | null;
                                OVER_PCT: string | null;
                                SPQ: string | null;
                                PO_UNIT: string | null;
                                DUE_DATE: string | null;
                                PROMISED_DATE: string | null;
                                PROMISED_QTY: string | null;
                                ATTRIBUTE1: string | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SubDeliveryNote/OpenOrderLines/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Open order lines a note can draw on, with the remaining quantity (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SubDeliveryNote/OpenOrderLines/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Open order lines a note can draw on, with the remaining quantity (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SubDeliveryNote/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A note with its lines */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SubDeliveryNote/Print": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The note as a PDF through the delivery-note template (an export record) */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SubDeliveryNote/AddOrModifySave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create (numbered) or edit a note in status 1 (vendors) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID?: number;
                        DELIVERY_DATE: string;
                        ARRIVAL_DATE?: string | null;
                        DESCRIPTION?: string | null;
                        Lines: {
                            ID?: number;
                            ORDER_LINE_ID: number;
                            DELIVERY_QTY: string | number;
                            SPARE_QTY?: string | number;
                            PACKING_QTY?: string | number;
                            VENDOR_PART_NO?: string | null;
                            DATE_CODE?: string | null;
                            LOT_NO?: string | null;
                            COLOR?: string | null;
                            WEIGHT?: (string | number) | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SubDeliveryNote/Audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 1 → 2 (vendor or buyer) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SubDeliveryNote/UnAudit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 2 → 1 (vendor or buyer) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SubDeliveryNote/Ship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 2 → 4 with logistics company and tracking number (vendor) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                        ATTRIBUTE1: string;
                        ATTRIBUTE2: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SubDeliveryNote/Receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 4 → 5 with received quantity per line (buyer; WMS via the integration API) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                        Lines?: {
                            ID: number;
                            RECEIVED_QTY: string | number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SubDeliveryNote/Void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 1 → 3 (vendor or buyer), 2 → 3 (buyer), with a reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                        REASON: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryNote/AsnTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Excel ASN template: one sheet, the columns headed in the caller's language, an example row */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryNote/AsnImport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Excel ASN import (multipart, field "file"; vendors): rows grouped into notes by delivery date and ship-to, all created or none; a 400 names every bad row in data.Errors (Row, Field, Column, Reason) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                Notes: {
                                    ID: number;
                                    DELIVERY_NO: string;
                                    DELIVERY_DATE: string;
                                    SHIP_TO: string | null;
                                    LINE_COUNT: number;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryNote/DespatchAdvice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shipped note as UN/EDIFACT DESADV D96A (SSCC outer boxes → inner labels → lines), as a file; 409 before shipping */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A UN/EDIFACT DESADV D96A interchange (text/plain) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Integration/DespatchAdvice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ERP: the despatch advice (DESADV D96A) of a shipped note by its number; 409 before shipping */
        get: {
            parameters: {
                query: {
                    deliveryNo: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A UN/EDIFACT DESADV D96A interchange (text/plain) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryDetailsQuery/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every delivery line with its note header */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                LINE_ID: number | null;
                                NOTE_ID: number | null;
                                DELIVERY_NO: string | null;
                                NOTE_KIND: string | null;
                                STATUS: number | null;
                                VENDOR_CODE: string | null;
                                VENDOR_NAME: string | null;
                                DELIVERY_DATE: string | null;
                                ARRIVAL_DATE: string | null;
                                LINE_NO: number | null;
                                PO_NO: string | null;
                                PO_ITEM: number | null;
                                PART_NO: string | null;
                                PART_NAME: string | null;
                                PART_DESCR: string | null;
                                PO_TOTAL_QTY: string | null;
                                DELIVERY_QTY: string | null;
                                SPARE_QTY: string | null;
                                PACKING_QTY: string | null;
                                BOX_COUNT: number | null;
                                RECEIVED_QTY: string | null;
                                SHORTAGE_QTY: string | null;
                                LOT_NO: string | null;
                                DATE_CODE: string | null;
                                VENDOR_PART_NO: string | null;
                                PO_UNIT: string | null;
                                BASE_UNIT: string | null;
                                UNIT_EXRATE: string | null;
                                BUYER: string | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                CHECK_MAN: string | null;
                                CREATETIME: (string) | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryDetailsQuery/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Every delivery line with its note header (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryDetailsQuery/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Every delivery line with its note header (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Integration/PushOrders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ERP: upsert purchase/outsourcing order lines by ExternalId; a batch with a bad row writes nothing (data.Errors) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        Orders: unknown[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                Created: number;
                                Updated: number;
                                Unchanged: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Integration/PushReceipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** WMS: receive in-transit delivery notes with quantities per line; idempotent by ExternalId */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        Receipts: unknown[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                Created: number;
                                Updated: number;
                                Unchanged: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Integration/PullDeliveryNotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ERP/WMS: delivery notes changed since a moment, with their lines */
        get: {
            parameters: {
                query?: {
                    since?: string;
                    status?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                NOTE_KIND: "DN" | "OS" | "SUB";
                                DELIVERY_NO: string;
                                STATUS: number;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                RECEIVER_VENDOR_CODE: string | null;
                                DELIVERY_DATE: string;
                                ARRIVAL_DATE: string | null;
                                DESCRIPTION: string | null;
                                CHECK_MAN: string | null;
                                CHECK_DATE: (string) | null;
                                ATTRIBUTE1: string | null;
                                ATTRIBUTE2: string | null;
                                VOID_REASON: string | null;
                                RECEIVED_AT: (string) | null;
                                CREATETIME: string;
                                CREATORID: number | null;
                                CREATOR_NAME: string | null;
                                BillCloseDate: string | null;
                                Lines: {
                                    ID: number;
                                    LINE_NO: number;
                                    ORDER_LINE_ID: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PART_DESCR: string | null;
                                    PO_TOTAL_QTY: string;
                                    PO_REMAINING_QTY: string;
                                    MAX_DELIVERY_QTY: string;
                                    DELIVERY_QTY: string;
                                    SPARE_QTY: string;
                                    SPQ: string;
                                    PACKING_QTY: string;
                                    BOX_COUNT: number;
                                    RECEIVED_QTY: string | null;
                                    SHORTAGE_QTY: string | null;
                                    VENDOR_PART_NO: string | null;
                                    DATE_CODE: string | null;
                                    LOT_NO: string | null;
                                    PO_UNIT: string;
                                    BASE_UNIT: string;
                                    UNIT_EXRATE: string;
                                    ATTRIBUTE1: string | null;
                                    ATTRIBUTE8: string | null;
                                    ATTRIBUTE9: string | null;
                                    DUE_DATE: string;
                                }[];
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Integration/PullConfirmations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ERP: vendors' answers to order lines (state and promised schedule) after a cursor; pass `next` as `since` */
        get: {
            parameters: {
                query?: {
                    since?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            /**
                             * @example {
                             *       "items": [
                             *         {
                             *           "externalId": "ERP-4500012345-10",
                             *           "poNo": "4500012345",
                             *           "poItem": 10,
                             *           "state": "confirmed",
                             *           "schedule": [
                             *             {
                             *               "date": "2026-12-01",
                             *               "qty": "600"
                             *             },
                             *             {
                             *               "date": "2026-12-15",
                             *               "qty": "400"
                             *             }
                             *           ],
                             *           "seq": 41
                             *         },
                             *         {
                             *           "externalId": "ERP-4500012345-20",
                             *           "poNo": "4500012345",
                             *           "poItem": 20,
                             *           "state": "accepted",
                             *           "schedule": [
                             *             {
                             *               "date": "2026-12-10",
                             *               "qty": "250"
                             *             }
                             *           ],
                             *           "seq": 42
                             *         }
                             *       ],
                             *       "next": 42
                             *     }
                             */
                            data: {
                                items: {
                                    externalId: string | null;
                                    poNo: string;
                                    poItem: number;
                                    /** @enum {string} */
                                    state: "new" | "accepted" | "proposed" | "countered" | "refused" | "confirmed" | "changed";
                                    schedule: {
                                        date: string;
                                        qty: string;
                                    }[];
                                    seq: number;
                                }[];
                                next: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PurchaseOrder/Import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Excel import of order lines (same checks as the ERP push; data.Errors names bad sheet rows) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        FileName: string;
                        ContentBase64: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                Created: number;
                                Updated: number;
                                Unchanged: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Integration/KeyLoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** API keys of the organisation (never the keys themselves) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                NAME: string;
                                KEY_PREFIX: string;
                                SCOPES: string;
                                CREATED_BY: string;
                                CREATE_TIME: string;
                                REVOKED_AT: (string) | null;
                                LAST_USED_AT: (string) | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Integration/KeyCreate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new API key, answered once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        Name: string;
                        Scopes: ("orders" | "receipts" | "notes")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                Key: string;
                                Id: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Integration/KeyRevoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revokes an API key at once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buyer accounts of the organisation (list engine) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                USER_NAME: string | null;
                                NICK_NAME: string | null;
                                ROLE_ID: number | null;
                                ROLE_NAME: string | null;
                                EMAIL: string | null;
                                PHONE: string | null;
                                ENABLED: boolean | null;
                                IS_LOCKED: boolean | null;
                                LOCKED_UNTIL: (string) | null;
                                CREATE_TIME: (string) | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Buyer accounts of the organisation (list engine) (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Buyer accounts of the organisation (list engine) (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One account for the edit dialog */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                USER_NAME: string;
                                NICK_NAME: string;
                                ROLE_ID: number | null;
                                ROLE_NAME: string | null;
                                VENDOR_CODE: string | null;
                                EMAIL: string | null;
                                PHONE: string | null;
                                ENABLED: boolean;
                                IS_LOCKED: boolean;
                                LOCKED_UNTIL: string | null;
                                CREATE_TIME: string;
                                ORG_IDS: number[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/IsExistsName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a user name is taken (by any account, without regard to case) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        USER_NAME: string;
                        ID?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/AddOrModifySave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create (with an RSA-encrypted initial password) or modify a buyer account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID?: number;
                        USER_NAME: string;
                        NICK_NAME: string;
                        PASSWORD?: string;
                        ROLE_ID: number;
                        EMAIL?: string | null;
                        PHONE?: string | null;
                        ENABLED?: boolean | ("Y" | "N");
                        ORG_IDS?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/Delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete an account that no record refers to */
        post: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/ChangeLockStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lock or unlock an account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                        IS_LOCKED: boolean | ("Y" | "N");
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/ResetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the password by a temporary one, answered once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                TempPassword: string | null;
                                MAILED_TO: string | null;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/ChangePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change one’s own password (RSA-encrypted old, new and confirm password); ends every session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        Id: number;
                        User_Name?: string;
                        /** @default  */
                        OldPassword?: string;
                        /** @default  */
                        NewPassword?: string;
                        /** @default  */
                        NewPasswordRe?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/GetPreferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s preferences (theme, size, colour, language, menu collapse, open tabs) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                [key: string]: unknown;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/SavePreferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the caller’s preferences (a JSON object of at most 16 KB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vendor accounts of the organisation (list engine) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                USER_NAME: string | null;
                                NICK_NAME: string | null;
                                VENDOR_CODE: string | null;
                                VENDOR_NAME: string | null;
                                PARENT_VENDOR_CODE: string | null;
                                ROLE_ID: number | null;
                                ROLE_NAME: string | null;
                                EMAIL: string | null;
                                PHONE: string | null;
                                ENABLED: boolean | null;
                                IS_LOCKED: boolean | null;
                                LOCKED_UNTIL: (string) | null;
                                CREATE_TIME: (string) | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Vendor accounts of the organisation (list engine) (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Vendor accounts of the organisation (list engine) (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/LoadVendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vendor master rows of the organisation (list engine) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                VENDOR_CODE: string | null;
                                VENDOR_NAME: string | null;
                                PARENT_VENDOR_CODE: string | null;
                                CONTACT: string | null;
                                EMAIL: string | null;
                                PHONE: string | null;
                                ENABLED: boolean | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/LoadVendors/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Vendor master rows of the organisation (list engine) (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/LoadVendors/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Vendor master rows of the organisation (list engine) (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/LoadParts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Parts of the organisation (list engine) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                PART_NO: string | null;
                                PART_NAME: string | null;
                                PART_DESCR: string | null;
                                BASE_UNIT: string | null;
                                SPQ: string | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/LoadParts/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Parts of the organisation (list engine) (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/LoadParts/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Parts of the organisation (list engine) (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/OverDeliveryLoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Over-delivery part confirmations */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                VENDOR_CODE: string | null;
                                VENDOR_NAME: string | null;
                                PART_NO: string | null;
                                PART_NAME: string | null;
                                OVER_PCT: string | null;
                                CONFIRMED_BY: string | null;
                                CONFIRMED_AT: (string) | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/OverDeliveryExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Over-delivery part confirmations (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/OverDeliveryPrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Over-delivery part confirmations (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/SpareLoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Spare ratios per vendor and part */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                VENDOR_CODE: string | null;
                                VENDOR_NAME: string | null;
                                PART_NO: string | null;
                                PART_NAME: string | null;
                                SPARE_PCT: string | null;
                                UPDATED_BY: string | null;
                                UPDATED_AT: (string) | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/SpareExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Spare ratios per vendor and part (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/SparePrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Spare ratios per vendor and part (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One vendor account for the edit dialog */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                USER_NAME: string;
                                NICK_NAME: string;
                                ROLE_ID: number | null;
                                ROLE_NAME: string | null;
                                VENDOR_CODE: string | null;
                                EMAIL: string | null;
                                PHONE: string | null;
                                ENABLED: boolean;
                                IS_LOCKED: boolean;
                                LOCKED_UNTIL: string | null;
                                CREATE_TIME: string;
                                ORG_IDS: number[];
                                VENDOR_NAME: string | null;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/IsExistsName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a user name is taken (by any account, without regard to case) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        USER_NAME: string;
                        ID?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/AddOrModifySave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create (with an RSA-encrypted initial password) or modify a vendor account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID?: number;
                        USER_NAME: string;
                        NICK_NAME: string;
                        PASSWORD?: string;
                        ROLE_ID: number;
                        EMAIL?: string | null;
                        PHONE?: string | null;
                        ENABLED?: boolean | ("Y" | "N");
                        ORG_IDS?: number[];
                        VENDOR_CODE: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/Delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a vendor account that no record refers to */
        post: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/ChangeLockStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lock or unlock a vendor account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                        IS_LOCKED: boolean | ("Y" | "N");
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/ResetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the password of a vendor account by a temporary one, answered once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                TempPassword: string | null;
                                MAILED_TO: string | null;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/OverDeliverySave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the allowed over-delivery % of a vendor and part (confirmed by the caller, now) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID?: number;
                        VENDOR_CODE: string;
                        PART_NO: string;
                        OVER_PCT: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/OverDeliveryDelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete an over-delivery confirmation */
        post: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/SpareSave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the spare % of a vendor and part */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID?: number;
                        VENDOR_CODE: string;
                        PART_NO: string;
                        SPARE_PCT: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vender/SpareDelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a spare ratio */
        post: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vendor/PullOrders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vendor key: its open order lines (answer state, promised schedule) after the cursor `since` (an order line id); pass `next` as `since` */
        get: {
            parameters: {
                query?: {
                    since?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            /**
                             * @example {
                             *       "items": [
                             *         {
                             *           "id": 1201,
                             *           "externalId": "ERP-4500012345-10",
                             *           "orderKind": "PO",
                             *           "poNo": "4500012345",
                             *           "poItem": 10,
                             *           "partNo": "P10003",
                             *           "partName": "垫片",
                             *           "orderedQty": "1000",
                             *           "deliveredQty": "200",
                             *           "remainingQty": "800",
                             *           "unit": "PCS",
                             *           "dueDate": "2026-12-15",
                             *           "state": "confirmed",
                             *           "version": 2,
                             *           "schedule": [
                             *             {
                             *               "date": "2026-12-01",
                             *               "qty": "600"
                             *             },
                             *             {
                             *               "date": "2026-12-15",
                             *               "qty": "400"
                             *             }
                             *           ]
                             *         }
                             *       ],
                             *       "next": 1201
                             *     }
                             */
                            data: {
                                items: {
                                    id: number;
                                    externalId: string | null;
                                    /** @enum {string} */
                                    orderKind: "PO" | "OS";
                                    poNo: string;
                                    poItem: number;
                                    partNo: string;
                                    partName: string | null;
                                    orderedQty: string;
                                    deliveredQty: string;
                                    remainingQty: string;
                                    unit: string;
                                    dueDate: string;
                                    /** @enum {string} */
                                    state: "new" | "accepted" | "proposed" | "countered" | "refused" | "confirmed" | "changed";
                                    version: number;
                                    schedule: {
                                        date: string;
                                        qty: string;
                                    }[];
                                }[];
                                next: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vendor/PullConfirmations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vendor key: answers to its order lines (state, promised schedule) after a cursor, as Integration/PullConfirmations; pass `next` as `since` */
        get: {
            parameters: {
                query?: {
                    since?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                items: {
                                    externalId: string | null;
                                    poNo: string;
                                    poItem: number;
                                    /** @enum {string} */
                                    state: "new" | "accepted" | "proposed" | "countered" | "refused" | "confirmed" | "changed";
                                    schedule: {
                                        date: string;
                                        qty: string;
                                    }[];
                                    seq: number;
                                }[];
                                next: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Vendor/PushNotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vendor key: one delivery note against its own open order lines (ORDER_LINE_ID = a pulled line's id), with the editor's checks; a bad line writes nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        DELIVERY_DATE: string;
                        ARRIVAL_DATE?: string | null;
                        DESCRIPTION?: string | null;
                        Lines: {
                            ORDER_LINE_ID: number;
                            DELIVERY_QTY: string | number;
                            SPARE_QTY?: string | number;
                            PACKING_QTY?: string | number;
                            VENDOR_PART_NO?: string | null;
                            DATE_CODE?: string | null;
                            LOT_NO?: string | null;
                            COLOR?: string | null;
                            WEIGHT?: (string | number) | null;
                        }[];
                        /**
                         * @default DN
                         * @enum {string}
                         */
                        NoteKind?: "DN" | "OS";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                DELIVERY_NO: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/VendorKey/List": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's vendor's API keys, newest first (never the keys themselves) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                NAME: string;
                                KEY_PREFIX: string;
                                SCOPES: string;
                                CREATED_BY: string;
                                CREATE_TIME: string;
                                REVOKED_AT: string | null;
                                LAST_USED_AT: string | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/VendorKey/Create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new API key of the caller's vendor, answered once (only its hash is kept) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        Name: string;
                        Scopes: ("vendor.notes" | "vendor.orders")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                Key: string;
                                Id: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/VendorKey/Revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revokes an API key of the caller's vendor at once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Role/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Roles with the number of users of the organisation holding each (list engine) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                ROLE_NAME: string | null;
                                ROLE_TYPE: string | null;
                                IS_DEFAULT: boolean | null;
                                REMARK: string | null;
                                USER_COUNT: number | null;
                                CREATE_TIME: (string) | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Role/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Roles with the number of users of the organisation holding each (list engine) (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Role/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Roles with the number of users of the organisation holding each (list engine) (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Role/GetSrmRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paged roles (Key searches the name), the same rows as Role/LoadData */
        get: {
            parameters: {
                query?: {
                    Page?: number;
                    Limit?: number;
                    Key?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                ROLE_NAME: string | null;
                                ROLE_TYPE: string | null;
                                IS_DEFAULT: boolean | null;
                                REMARK: string | null;
                                USER_COUNT: number | null;
                                CREATE_TIME: (string) | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Role/AddOrModify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One role for the edit dialog, with the menus and button keys it grants */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                ROLE_NAME: string;
                                /** @enum {string} */
                                ROLE_TYPE: "super" | "system" | "normal";
                                IS_DEFAULT: boolean;
                                REMARK: string | null;
                                MENU_IDS: number[];
                                BUTTON_CODES: string[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Role/AddOrModifySave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or modify a role */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID?: number;
                        ROLE_NAME: string;
                        /**
                         * @default normal
                         * @enum {string}
                         */
                        ROLE_TYPE?: "super" | "system" | "normal";
                        REMARK?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Role/Delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a role no user holds */
        post: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Role/LoadUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buyers of the organisation holding the role, or (inRole=false) those who do not */
        post: {
            parameters: {
                query: {
                    roleId: number;
                    inRole?: "0" | "1" | "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                USER_NAME: string;
                                NICK_NAME: string;
                                ROLE_ID: number | null;
                                ROLE_NAME: string | null;
                                EMAIL: string | null;
                                ENABLED: boolean;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Role/AddUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give the role to buyers of the organisation (the add-buyer dialog) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        roleId: number;
                        userIds: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Role/RemoveUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take the role from a buyer (who then has no role and cannot sign in) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        roleId: number;
                        userId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Role/SaveMenus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the menus the role grants */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        roleId: number;
                        menuIds: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Role/SaveButtons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the button permission keys the role holds */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        roleId: number;
                        buttonCodes: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Menu/LoadData2Tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole menu tree of a module, disabled entries included */
        get: {
            parameters: {
                query?: {
                    MENU_KIND?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: components["schemas"]["MenuTreeNode"][];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Menu/AddOrModifySave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or modify a menu entry */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID?: number;
                        /** @default SCM */
                        MENU_KIND?: string;
                        PARENT_ID?: number | null;
                        Menu_Code?: string;
                        Menu_Name: string;
                        MENU_EN: string;
                        Link_Url?: string | null;
                        Icon_Url?: string | null;
                        /**
                         * @default _self
                         * @enum {string}
                         */
                        Target?: "_self" | "_blank";
                        /**
                         * @default Y
                         * @enum {string}
                         */
                        ENABLED?: "Y" | "N";
                        /** @default 0 */
                        ORD_IDX?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Menu/Delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a menu entry without children that no role is granted */
        post: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Menu/IsExistsLinkUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether another menu entry already has this link address */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        Link_Url: string;
                        ID?: number;
                        /** @default SCM */
                        MENU_KIND?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Menu/LoadDataSub": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The button permission entries of a module */
        get: {
            parameters: {
                query?: {
                    MENU_KIND?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                Menu_Code: string;
                                Menu_Name: string;
                                MENU_EN: string;
                                /** @enum {string} */
                                ENABLED: "Y" | "N";
                                ORD_IDX: number;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Menu/AddOrModifySubSave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or modify a button permission entry */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID?: number;
                        /** @default SCM */
                        MENU_KIND?: string;
                        Menu_Code: string;
                        Menu_Name: string;
                        MENU_EN: string;
                        /**
                         * @default Y
                         * @enum {string}
                         */
                        ENABLED?: "Y" | "N";
                        /** @default 0 */
                        ORD_IDX?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Menu/DeleteSub": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a button permission entry that no role holds */
        post: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Audit/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Audit log of the organisation: who changed what, before and after */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                AT: (string) | null;
                                USER_NAME: string | null;
                                ACTION: string | null;
                                ENTITY: string | null;
                                ENTITY_ID: string | null;
                                BEFORE: string | null;
                                AFTER: string | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Audit/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Audit log of the organisation: who changed what, before and after (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Audit/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Audit log of the organisation: who changed what, before and after (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ListParam/LoadListFields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Columns of a list for the caller: own rows, else global rows, else the declared columns */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        LIST_ROUTE: string;
                        USER_NAME?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID?: number;
                                LIST_ROUTE: string;
                                ORD_IDX: number;
                                FIELD_NAME: string;
                                FIELD_CAPTION: string;
                                /** @default 140 */
                                FIELD_WIDTH: number;
                                /**
                                 * @default Y
                                 * @enum {string}
                                 */
                                IS_VISIBLE: "Y" | "N";
                                USER_NAME?: string | null;
                                /** @enum {string} */
                                SOURCE: "user" | "global" | "default";
                                /** @enum {string} */
                                KIND?: "text" | "int" | "decimal" | "date" | "datetime" | "bool";
                                SCALE?: number;
                                OPTIONS?: {
                                    value: string;
                                    label: string;
                                }[];
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ListParam/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Parameter definitions of a list (advanced setting grid) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        LIST_ROUTE: string;
                        /** @default 1 */
                        Page?: number;
                        /** @default 999 */
                        Limit?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID?: number;
                                LIST_ROUTE: string;
                                ORD_IDX: number;
                                PARAM_NAME: string;
                                PARAM_CAPTION: string;
                                FIELD_NAME: string;
                                /** @default 6 */
                                ACTION_TYPE: number;
                                PARAM_VALUE?: string | null;
                                /** @default 1 */
                                DATA_TYPE: number;
                                REFERENCE_SQL?: string | null;
                                SUB_SQL?: string | null;
                                /**
                                 * @default N
                                 * @enum {string}
                                 */
                                IS_PAGING: "Y" | "N";
                                /**
                                 * @default N
                                 * @enum {string}
                                 */
                                IS_FAST_SEARCH: "Y" | "N";
                                DEFAULT_VALUE?: string | null;
                                REMARK?: string | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ListParam/GetSelectList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Options of a dropdown parameter (its REFERENCE_SQL, with the caller session values) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        LIST_ROUTE: string;
                        PARAM_NAME: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                CODE: string;
                                NAME: string;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ListParam/GetSelectPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One page of a paged dropdown parameter, searched by Key in CODE or NAME */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        LIST_ROUTE: string;
                        PARAM_NAME: string;
                        /** @default 1 */
                        Page?: number;
                        /** @default 15 */
                        Limit?: number;
                        /** @default  */
                        Key?: string;
                        /** @enum {string} */
                        OrderByParam?: "CODE" | "NAME";
                        OrderBySort?: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                CODE: string;
                                NAME: string;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ListParam/LoadListAdvancedQuery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The caller's saved advanced query of a list */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        LIST_ROUTE: string;
                        USER_NAME?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ORD_ID: number;
                                PARAM_NAME: string;
                                FIELD_NAME: string;
                                ACTION_TYPE: number;
                                PARAM_VALUE: string;
                                DATA_TYPE: number;
                                /** @enum {string} */
                                IS_PAGING: "Y" | "N";
                                LIST_ROUTE: string;
                                USER_NAME: string;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ListParam/SaveListAdvancedQuery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replaces the caller's saved advanced query of a list */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        LIST_ROUTE: string;
                        Rows: {
                            FIELD_NAME: string;
                            PARAM_NAME: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                            ORD_ID: number;
                            /**
                             * @default N
                             * @enum {string}
                             */
                            IS_PAGING?: "Y" | "N";
                            LIST_ROUTE: string;
                            USER_NAME?: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: number;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ListParam/SaveListFields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves column configuration: own rows (SeniorColumn or BaseColumn) or global rows (SeniorColumnDeleteAll) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        LIST_ROUTE: string;
                        /** @default false */
                        Global?: boolean;
                        Rows: {
                            ID?: number;
                            LIST_ROUTE: string;
                            ORD_IDX: number;
                            FIELD_NAME: string;
                            FIELD_CAPTION: string;
                            /** @default 140 */
                            FIELD_WIDTH?: number;
                            /**
                             * @default Y
                             * @enum {string}
                             */
                            IS_VISIBLE?: "Y" | "N";
                            USER_NAME?: string | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: number;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ListParam/DeleteFields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes column configuration: with USER_NAME the caller's own rows (SeniorColumnDeleteUserConfig), without it the global rows (SeniorColumnDeleteAll) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        LIST_ROUTE: string;
                        USER_NAME?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: number;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ListParam/SaveData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves parameter definitions of a list (upsert by ID, else by PARAM_NAME); SQL is checked */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID?: number;
                        LIST_ROUTE: string;
                        ORD_IDX: number;
                        PARAM_NAME: string;
                        PARAM_CAPTION: string;
                        FIELD_NAME: string;
                        /** @default 6 */
                        ACTION_TYPE?: number;
                        PARAM_VALUE?: string | null;
                        /** @default 1 */
                        DATA_TYPE?: number;
                        REFERENCE_SQL?: string | null;
                        SUB_SQL?: string | null;
                        /**
                         * @default N
                         * @enum {string}
                         */
                        IS_PAGING?: "Y" | "N";
                        /**
                         * @default N
                         * @enum {string}
                         */
                        IS_FAST_SEARCH?: "Y" | "N";
                        DEFAULT_VALUE?: string | null;
                        REMARK?: string | null;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: number;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ListParam/DeleteOne": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes one parameter definition (by ID, else by PARAM_NAME) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        LIST_ROUTE: string;
                        PARAM_NAME: string;
                        ID?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: number;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ListParam/DeleteAllParams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes every parameter definition of a list */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        LIST_ROUTE: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: number;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ListParam/GetIntiTableColumnList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Columns of a table of the app schema, with the captions of the lists (SeniorColumn or SeniorSetting) */
        get: {
            parameters: {
                query: {
                    table_name: string;
                    LIST_ROUTE?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                COLUMN_NAME: string;
                                COLUMN_CAPTION: string;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/ExportFileList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's export records, newest first */
        get: {
            parameters: {
                query?: {
                    Page?: number;
                    Limit?: number;
                    Key?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                                FileUrl: string | null;
                                Status: number;
                                CreateDate: string;
                                RowCount: number | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/ExportFileDelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes the caller's export records named by FileUrl (or id), and their files */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        FileUrlList: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: number;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Export/Download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The file (xlsx, or PDF of a print) of a completed export record: only its owner; 404 for anyone else */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PurchaseOrderReport/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Purchase order lines with their delivery progress (vendors: their own lines) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                PO_NO: string | null;
                                PO_ITEM: number | null;
                                VENDOR_CODE: string | null;
                                VENDOR_NAME: string | null;
                                PART_NO: string | null;
                                PART_NAME: string | null;
                                ORDERED_QTY: string | null;
                                ON_OPEN_NOTES: string | null;
                                IN_TRANSIT: string | null;
                                RECEIVED_QTY: string | null;
                                REMAINING_QTY: string | null;
                                DUE_DATE: string | null;
                                OVERDUE: string | null;
                                CONFIRM_STATE: string | null;
                                PROMISED_DATE: string | null;
                                DAYS_LATE_PROMISED: number | null;
                                DAYS_LATE_ORIGINAL: number | null;
                                BUYER: string | null;
                                CURRENCY: string | null;
                                UNIT_PRICE: string | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PurchaseOrderReport/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Purchase order lines with their delivery progress (vendors: their own lines) (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PurchaseOrderReport/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Purchase order lines with their delivery progress (vendors: their own lines) (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OutsourcingOrderReport/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Outsourcing order lines with their delivery progress (vendors: their own lines) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                PO_NO: string | null;
                                PO_ITEM: number | null;
                                VENDOR_CODE: string | null;
                                VENDOR_NAME: string | null;
                                PART_NO: string | null;
                                PART_NAME: string | null;
                                ORDERED_QTY: string | null;
                                ON_OPEN_NOTES: string | null;
                                IN_TRANSIT: string | null;
                                RECEIVED_QTY: string | null;
                                REMAINING_QTY: string | null;
                                DUE_DATE: string | null;
                                OVERDUE: string | null;
                                CONFIRM_STATE: string | null;
                                PROMISED_DATE: string | null;
                                DAYS_LATE_PROMISED: number | null;
                                DAYS_LATE_ORIGINAL: number | null;
                                BUYER: string | null;
                                CURRENCY: string | null;
                                UNIT_PRICE: string | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OutsourcingOrderReport/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Outsourcing order lines with their delivery progress (vendors: their own lines) (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OutsourcingOrderReport/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Outsourcing order lines with their delivery progress (vendors: their own lines) (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OpenOrderLines/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Order lines with something left to deliver */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                ORDER_KIND: string | null;
                                PO_NO: string | null;
                                PO_ITEM: number | null;
                                VENDOR_CODE: string | null;
                                PART_NO: string | null;
                                PART_NAME: string | null;
                                ORDERED_QTY: string | null;
                                IN_TRANSIT: string | null;
                                REMAINING_QTY: string | null;
                                DUE_DATE: string | null;
                                DAYS_TO_DUE: number | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OpenOrderLines/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Order lines with something left to deliver (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OpenOrderLines/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Order lines with something left to deliver (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OrderConfirmation/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The vendor's open order lines with their confirmation, those to answer first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                VERSION: number | null;
                                CONFIRM_STATE: string | null;
                                WAITING_ON: string | null;
                                AGE_HOURS: number | null;
                                ORDER_KIND: string | null;
                                PO_NO: string | null;
                                PO_ITEM: number | null;
                                VENDOR_CODE: string | null;
                                PART_NO: string | null;
                                PART_NAME: string | null;
                                ORDERED_QTY: string | null;
                                DUE_DATE: string | null;
                                ORIGINAL_QTY: string | null;
                                ORIGINAL_DUE_DATE: string | null;
                                PROMISED_DATE: string | null;
                                PROMISED_QTY: string | null;
                                OVER_PCT: string | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OrderConfirmation/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: The vendor's open order lines with their confirmation, those to answer first (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OrderConfirmation/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: The vendor's open order lines with their confirmation, those to answer first (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ConfirmationReview/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open order lines proposed, refused or unanswered, the longest waiting first (purchasing) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                VERSION: number | null;
                                CONFIRM_STATE: string | null;
                                WAITING_ON: string | null;
                                AGE_HOURS: number | null;
                                ORDER_KIND: string | null;
                                PO_NO: string | null;
                                PO_ITEM: number | null;
                                VENDOR_CODE: string | null;
                                PART_NO: string | null;
                                PART_NAME: string | null;
                                ORDERED_QTY: string | null;
                                DUE_DATE: string | null;
                                ORIGINAL_QTY: string | null;
                                ORIGINAL_DUE_DATE: string | null;
                                PROMISED_DATE: string | null;
                                PROMISED_QTY: string | null;
                                OVER_PCT: string | null;
                                VENDOR_NAME: string | null;
                                REASON: string | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ConfirmationReview/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Open order lines proposed, refused or unanswered, the longest waiting first (purchasing) (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ConfirmationReview/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Open order lines proposed, refused or unanswered, the longest waiting first (purchasing) (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OrderConfirmation/Accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The vendor accepts lines as ordered (a countered one as countered: confirmed), all or none; 409 names a line answered meanwhile */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        LINES: {
                            ID: number;
                            VERSION: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                STATE: "new" | "accepted" | "proposed" | "countered" | "refused" | "confirmed" | "changed";
                                VERSION: number;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OrderConfirmation/Propose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The vendor proposes a schedule (dates and quantities, a split) for one line; 400 names what breaks the rules */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                        VERSION: number;
                        SCHEDULE: {
                            DATE: string;
                            QTY: string | number;
                        }[];
                        REASON?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                STATE: "new" | "accepted" | "proposed" | "countered" | "refused" | "confirmed" | "changed";
                                VERSION: number;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OrderConfirmation/Refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The vendor refuses one line, with a reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                        VERSION: number;
                        REASON: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                STATE: "new" | "accepted" | "proposed" | "countered" | "refused" | "confirmed" | "changed";
                                VERSION: number;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ConfirmationReview/Confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer confirms vendors' proposals, all or none (a short one too) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        LINES: {
                            ID: number;
                            VERSION: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                STATE: "new" | "accepted" | "proposed" | "countered" | "refused" | "confirmed" | "changed";
                                VERSION: number;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ConfirmationReview/Counter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer counters a proposal or a refusal with a schedule of its own, back to the vendor */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                        VERSION: number;
                        SCHEDULE: {
                            DATE: string;
                            QTY: string | number;
                        }[];
                        REASON?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                STATE: "new" | "accepted" | "proposed" | "countered" | "refused" | "confirmed" | "changed";
                                VERSION: number;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OrderLine/Timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order line's timeline: the ERP's original and current figures, the schedule and every version (vendors: their own lines) */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                PO_NO: string;
                                PO_ITEM: number;
                                VENDOR_CODE: string;
                                PART_NO: string;
                                /** @enum {string} */
                                STATE: "new" | "accepted" | "proposed" | "countered" | "refused" | "confirmed" | "changed";
                                VERSION: number;
                                ORDERED_QTY: string;
                                DUE_DATE: string;
                                ORIGINAL_QTY: string;
                                ORIGINAL_DUE_DATE: string;
                                SCHEDULE: {
                                    DATE: string;
                                    QTY: string;
                                }[];
                                VERSIONS: {
                                    VERSION: number;
                                    /** @enum {string} */
                                    ACTION: "accept" | "propose" | "refuse" | "confirm" | "counter" | "change" | "create";
                                    /** @enum {string} */
                                    ACTOR: "vendor" | "buyer" | "erp";
                                    /** @enum {string} */
                                    STATE: "new" | "accepted" | "proposed" | "countered" | "refused" | "confirmed" | "changed";
                                    SCHEDULE: {
                                        DATE: string;
                                        QTY: string;
                                    }[];
                                    REASON: string | null;
                                    ORDERED_QTY: string;
                                    DUE_DATE: string;
                                    UNIT_PRICE: string;
                                    BY: string | null;
                                    AT: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Scorecard/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vendor scorecard per month: on-time rates (due, promised, original date), fill and shortage rates, average days late, answered rate and answer hours (vendors: their own) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: string | null;
                                MONTH: string | null;
                                VENDOR_CODE: string | null;
                                VENDOR_NAME: string | null;
                                ON_TIME_RATE: string | null;
                                ON_TIME_PROMISED_RATE: string | null;
                                ON_TIME_ORIGINAL_RATE: string | null;
                                FILL_RATE: string | null;
                                SHORTAGE_RATE: string | null;
                                AVG_DAYS_LATE: string | null;
                                ANSWERED_RATE: string | null;
                                ANSWER_HOURS: string | null;
                                ORDER_LINES: number | null;
                                RECEIVED_LINES: number | null;
                                ON_TIME_LINES: number | null;
                                PROMISED_LINES: number | null;
                                ON_TIME_PROMISED_LINES: number | null;
                                ON_TIME_ORIGINAL_LINES: number | null;
                                LATE_LINES: number | null;
                                SHORT_LINES: number | null;
                                ANSWERED_LINES: number | null;
                                ORDERED_QTY: string | null;
                                RECEIVED_QTY: string | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Scorecard/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Vendor scorecard per month: on-time rates (due, promised, original date), fill and shortage rates, average days late, answered rate and answer hours (vendors: their own) (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Scorecard/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Vendor scorecard per month: on-time rates (due, promised, original date), fill and shortage rates, average days late, answered rate and answer hours (vendors: their own) (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SysReportTpl/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print templates: the current version of each name (list engine) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                KIND: string | null;
                                NAME: string | null;
                                VERSION: number | null;
                                IS_DEFAULT: string | null;
                                UPDATED_BY: string | null;
                                UPDATETIME: (string) | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SysReportTpl/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Print templates: the current version of each name (list engine) (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SysReportTpl/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Print templates: the current version of each name (list engine) (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SysReportTpl/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One template version with its pdfme JSON */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                /** @enum {string} */
                                KIND: "delivery_note" | "inner_label" | "outer_label" | "statement" | "list";
                                NAME: string;
                                VERSION: number;
                                /** @enum {string} */
                                IS_DEFAULT: "Y" | "N";
                                UPDATED_BY: string | null;
                                UPDATETIME: string;
                                TEMPLATE: {
                                    basePdf: {
                                        width: number;
                                        height: number;
                                        padding: [
                                            (number),
                                            (number),
                                            (number),
                                            (number)
                                        ];
                                        staticSchema?: {
                                            [key: string]: unknown;
                                        }[];
                                    } | string;
                                    schemas: {
                                        [key: string]: unknown;
                                    }[][];
                                } & {
                                    [key: string]: unknown;
                                };
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SysReportTpl/Save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a template as a new version of its name (the first of a kind becomes its default) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID?: number;
                        /** @enum {string} */
                        KIND: "delivery_note" | "inner_label" | "outer_label" | "statement" | "list";
                        NAME: string;
                        TEMPLATE: {
                            basePdf: {
                                width: number;
                                height: number;
                                padding: [
                                    (number),
                                    (number),
                                    (number),
                                    (number)
                                ];
                                staticSchema?: {
                                    [key: string]: unknown;
                                }[];
                            } | string;
                            schemas: {
                                [key: string]: unknown;
                            }[][];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SysReportTpl/SetDefault": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a template the default of its kind (what the organisation's prints use) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SysReportTpl/Delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete every version of a template (not the default of its kind: 409) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: boolean;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SysReportTpl/GetSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's print settings (GS1 company prefix of outer box SSCCs) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                GS1_COMPANY_PREFIX: string | null;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SysReportTpl/SaveSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the organisation's print settings (a new prefix applies to boxes packed from now on) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        GS1_COMPANY_PREFIX: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                GS1_COMPANY_PREFIX: string | null;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SysReportTpl/Fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fields a kind's template may show, with captions and sample values */
        get: {
            parameters: {
                query: {
                    kind: "delivery_note" | "inner_label" | "outer_label" | "statement" | "list";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                KIND: "delivery_note" | "inner_label" | "outer_label" | "statement" | "list";
                                FIELDS: {
                                    NAME: string;
                                    CAPTION: string;
                                    SAMPLE: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/SysReportTpl/Preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Render a template against its kind's sample record: a PDF export record */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        KIND: "delivery_note" | "inner_label" | "outer_label" | "statement" | "list";
                        TEMPLATE: {
                            basePdf: {
                                width: number;
                                height: number;
                                padding: [
                                    (number),
                                    (number),
                                    (number),
                                    (number)
                                ];
                                staticSchema?: {
                                    [key: string]: unknown;
                                }[];
                            } | string;
                            schemas: {
                                [key: string]: unknown;
                            }[][];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryCode/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Inner box labels of delivery notes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                LABEL_NO: string | null;
                                STATE: string | null;
                                NOTE_ID: number | null;
                                DELIVERY_NO: string | null;
                                LINE_NO: number | null;
                                PART_NO: string | null;
                                PART_NAME: string | null;
                                QTY: string | null;
                                BOX_SEQ: number | null;
                                BOX_TOTAL: number | null;
                                LOT_NO: string | null;
                                DATE_CODE: string | null;
                                VENDOR_CODE: string | null;
                                VENDOR_NAME: string | null;
                                PRINT_COUNT: number | null;
                                OUTER_ID: number | null;
                                OUTER_NO: string | null;
                                CREATETIME: (string) | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryCode/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Inner box labels of delivery notes (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryCode/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Inner box labels of delivery notes (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DnbarcodeHandmade/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Inner labels of manual coding */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                LABEL_NO: string | null;
                                STATE: string | null;
                                BATCH_NO: string | null;
                                PART_NO: string | null;
                                PART_NAME: string | null;
                                QTY: string | null;
                                BOX_SEQ: number | null;
                                BOX_TOTAL: number | null;
                                LOT_NO: string | null;
                                DATE_CODE: string | null;
                                VENDOR_CODE: string | null;
                                VENDOR_NAME: string | null;
                                PRINT_COUNT: number | null;
                                OUTER_ID: number | null;
                                OUTER_NO: string | null;
                                CREATETIME: (string) | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DnbarcodeHandmade/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Inner labels of manual coding (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DnbarcodeHandmade/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Inner labels of manual coding (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OuterBox/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Outer boxes of delivery notes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                OUTER_NO: string | null;
                                STATE: string | null;
                                NOTE_ID: number | null;
                                DELIVERY_NO: string | null;
                                VENDOR_CODE: string | null;
                                VENDOR_NAME: string | null;
                                LABEL_COUNT: number | null;
                                TOTAL_QTY: string | null;
                                PRINT_COUNT: number | null;
                                VERIFIED_AT: (string) | null;
                                CREATETIME: (string) | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OuterBox/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Outer boxes of delivery notes (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OuterBox/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Outer boxes of delivery notes (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DnbarcodeHandmadeOutBox/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Outer boxes of manual coding */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                OUTER_NO: string | null;
                                STATE: string | null;
                                BATCH_NO: string | null;
                                VENDOR_CODE: string | null;
                                VENDOR_NAME: string | null;
                                LABEL_COUNT: number | null;
                                TOTAL_QTY: string | null;
                                PRINT_COUNT: number | null;
                                VERIFIED_AT: (string) | null;
                                CREATETIME: (string) | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DnbarcodeHandmadeOutBox/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Outer boxes of manual coding (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DnbarcodeHandmadeOutBox/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Outer boxes of manual coding (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DnbarcodeHandmade/LoadParts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Parts a manual-coding batch may be for: a vendor its own order lines’ parts, staff all (no prices) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                PART_NO: string | null;
                                PART_NAME: string | null;
                                PART_DESCR: string | null;
                                BASE_UNIT: string | null;
                                SPQ: string | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryCode/Generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generate (or re-generate while none is printed or packed) the inner labels of an audited note */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        NOTE_ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                NOTE_ID: number;
                                COUNT: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryCode/Print": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print inner labels (by id, or all of a note) as one PDF; ≥ 50 labels run as a job */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        IDS?: number[];
                        NOTE_ID?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryCode/PackingState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Labels, packed labels and boxes of a note (the ship dialog asks when incomplete) */
        get: {
            parameters: {
                query: {
                    noteId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                LABELS: number;
                                PACKED: number;
                                BOXES: number;
                                UNVERIFIED_BOXES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DnbarcodeHandmade/Create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Manual coding: box count × box qty labels of a part, without a note */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        PART_NO: string;
                        VENDOR_CODE?: string;
                        BOX_QTY: string | number;
                        BOX_COUNT: number | string;
                        LOT_NO?: string | null;
                        DATE_CODE?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                BATCH_NO: string;
                                COUNT: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DnbarcodeHandmade/Void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Void manual-coding labels that are not packed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        IDS: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: number;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OuterBox/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An outer box with its inner labels */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                OUTER_NO: string;
                                GS1_TEXT: string;
                                /** @enum {string} */
                                STATE: "open" | "voided";
                                /** @enum {string} */
                                SOURCE: "note" | "manual";
                                NOTE_ID: number | null;
                                DELIVERY_NO: string | null;
                                BATCH_NO: string | null;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                LABEL_COUNT: number;
                                TOTAL_QTY: string;
                                PRINT_COUNT: number;
                                VERIFIED_AT: (string) | null;
                                CREATETIME: string;
                                Labels: {
                                    ID: number;
                                    LABEL_NO: string;
                                    /** @enum {string} */
                                    SOURCE: "note" | "manual";
                                    /** @enum {string} */
                                    STATE: "active" | "voided";
                                    NOTE_ID: number | null;
                                    DELIVERY_NO: string | null;
                                    LINE_ID: number | null;
                                    LINE_NO: number | null;
                                    BATCH_NO: string | null;
                                    VENDOR_CODE: string;
                                    VENDOR_NAME: string;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PO_NO: string | null;
                                    QTY: string;
                                    BOX_SEQ: number;
                                    BOX_TOTAL: number;
                                    LOT_NO: string | null;
                                    DATE_CODE: string | null;
                                    PRINT_COUNT: number;
                                    OUTER_ID: number | null;
                                    OUTER_NO: string | null;
                                    QR_TEXT: string;
                                    CREATETIME: string;
                                }[];
                                ALREADY_PACKED?: string[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OuterBox/Pack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pack inner labels (by id or scanned number) into an outer box (a new one without OUTER_ID) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        OUTER_ID?: number;
                        LABEL_IDS?: number[];
                        LABEL_NOS?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                OUTER_NO: string;
                                GS1_TEXT: string;
                                /** @enum {string} */
                                STATE: "open" | "voided";
                                /** @enum {string} */
                                SOURCE: "note" | "manual";
                                NOTE_ID: number | null;
                                DELIVERY_NO: string | null;
                                BATCH_NO: string | null;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                LABEL_COUNT: number;
                                TOTAL_QTY: string;
                                PRINT_COUNT: number;
                                VERIFIED_AT: (string) | null;
                                CREATETIME: string;
                                Labels: {
                                    ID: number;
                                    LABEL_NO: string;
                                    /** @enum {string} */
                                    SOURCE: "note" | "manual";
                                    /** @enum {string} */
                                    STATE: "active" | "voided";
                                    NOTE_ID: number | null;
                                    DELIVERY_NO: string | null;
                                    LINE_ID: number | null;
                                    LINE_NO: number | null;
                                    BATCH_NO: string | null;
                                    VENDOR_CODE: string;
                                    VENDOR_NAME: string;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PO_NO: string | null;
                                    QTY: string;
                                    BOX_SEQ: number;
                                    BOX_TOTAL: number;
                                    LOT_NO: string | null;
                                    DATE_CODE: string | null;
                                    PRINT_COUNT: number;
                                    OUTER_ID: number | null;
                                    OUTER_NO: string | null;
                                    QR_TEXT: string;
                                    CREATETIME: string;
                                }[];
                                ALREADY_PACKED?: string[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OuterBox/Unpack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take labels out of an outer box (all: the box is voided), until the note is shipped */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        OUTER_ID: number;
                        LABEL_IDS?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                OUTER_NO: string;
                                GS1_TEXT: string;
                                /** @enum {string} */
                                STATE: "open" | "voided";
                                /** @enum {string} */
                                SOURCE: "note" | "manual";
                                NOTE_ID: number | null;
                                DELIVERY_NO: string | null;
                                BATCH_NO: string | null;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                LABEL_COUNT: number;
                                TOTAL_QTY: string;
                                PRINT_COUNT: number;
                                VERIFIED_AT: (string) | null;
                                CREATETIME: string;
                                Labels: {
                                    ID: number;
                                    LABEL_NO: string;
                                    /** @enum {string} */
                                    SOURCE: "note" | "manual";
                                    /** @enum {string} */
                                    STATE: "active" | "voided";
                                    NOTE_ID: number | null;
                                    DELIVERY_NO: string | null;
                                    LINE_ID: number | null;
                                    LINE_NO: number | null;
                                    BATCH_NO: string | null;
                                    VENDOR_CODE: string;
                                    VENDOR_NAME: string;
                                    PART_NO: string;
                                    PART_NAME: string;
                                    PO_NO: string | null;
                                    QTY: string;
                                    BOX_SEQ: number;
                                    BOX_TOTAL: number;
                                    LOT_NO: string | null;
                                    DATE_CODE: string | null;
                                    PRINT_COUNT: number;
                                    OUTER_ID: number | null;
                                    OUTER_NO: string | null;
                                    QR_TEXT: string;
                                    CREATETIME: string;
                                }[];
                                ALREADY_PACKED?: string[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OuterBox/Print": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print outer box labels (GS1-128 SSCC) as one PDF */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        IDS: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OuterBox/ScanStart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start verifying an outer box by scanning (earlier scans of it are forgotten) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        OUTER_NO: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                VERDICT: "this_box" | "other_box" | "other_note" | "voided" | "repeated" | "unpacked" | "unknown";
                                OTHER_OUTER_NO: string | null;
                                SCANNED: number;
                                EXPECTED: number;
                                COMPLETE: boolean;
                                MISSING: string[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/OuterBox/Scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One scanned inner label judged against the box being verified */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        OUTER_NO: string;
                        LABEL_NO: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                VERDICT: "this_box" | "other_box" | "other_note" | "voided" | "repeated" | "unpacked" | "unknown";
                                OTHER_OUTER_NO: string | null;
                                SCANNED: number;
                                EXPECTED: number;
                                COMPLETE: boolean;
                                MISSING: string[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Home/Todo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My to-do: counts of what waits for the caller, each with the list and filter that show it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                KEY: "notesToShip" | "statementsToConfirm" | "billsToConfirm" | "notesToAudit" | "notesToReceive" | "overdueLines" | "statementsRejected" | "statementsToApprove" | "linesToAnswer" | "proposalsToReview";
                                COUNT: number;
                                ROUTE: string;
                                FILTER: {
                                    [key: string]: string;
                                };
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Home/Charts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Home charts: deliveries per week, on-time and fill rates (per vendor, or per month for a vendor), statements by state */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                DELIVERIES: {
                                    WEEK: string;
                                    SHIPPED: number;
                                    RECEIVED: number;
                                }[] | null;
                                ON_TIME: {
                                    /** @enum {string} */
                                    BY: "vendor" | "month";
                                    ROWS: {
                                        KEY: string;
                                        NAME: string;
                                        ON_TIME_RATE: number | null;
                                        FILL_RATE: number | null;
                                        RECEIVED_LINES: number;
                                    }[];
                                } | null;
                                STATEMENTS: {
                                    STATE: number;
                                    COUNT: number;
                                }[] | null;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExpenseBill/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Expense bills (vendors: their own, never drafts) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                BILL_NO: string | null;
                                STATE: string | null;
                                VENDOR_CODE: string | null;
                                VENDOR_NAME: string | null;
                                EXPENSE_KIND: string | null;
                                DIRECTION: string | null;
                                AMOUNT: string | null;
                                TAX_RATE: string | null;
                                TAX: string | null;
                                AMOUNT_WITH_TAX: string | null;
                                CURRENCY: string | null;
                                PERIOD: string | null;
                                REASON: string | null;
                                DISPUTE_REASON: string | null;
                                STATEMENT_ID: number | null;
                                STATEMENT_NO: string | null;
                                CREATED_BY: string | null;
                                CREATETIME: (string) | null;
                                CONFIRMED_AT: (string) | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExpenseBill/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Expense bills (vendors: their own, never drafts) (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExpenseBill/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Expense bills (vendors: their own, never drafts) (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExpenseBill/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An expense bill */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                BILL_NO: string;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                /** @enum {string} */
                                EXPENSE_KIND: "quality" | "freight" | "penalty" | "other";
                                /** @enum {string} */
                                DIRECTION: "deduct" | "add";
                                AMOUNT: string;
                                TAX_RATE: string;
                                TAX: string;
                                AMOUNT_WITH_TAX: string;
                                CURRENCY: string;
                                REASON: string;
                                PERIOD: string;
                                /** @enum {string} */
                                STATE: "draft" | "sent" | "confirmed" | "disputed" | "included" | "closed";
                                DISPUTE_REASON: string | null;
                                STATEMENT_ID: number | null;
                                STATEMENT_NO: string | null;
                                CREATED_BY: string;
                                CREATETIME: string;
                                SENT_AT: (string) | null;
                                CONFIRMED_BY: string | null;
                                CONFIRMED_AT: (string) | null;
                                UPDATED_AT: string;
                                Attachments: {
                                    ID: number;
                                    FILE_NAME: string;
                                    CONTENT_TYPE: string;
                                    SIZE: number;
                                    CREATED_AT: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExpenseBill/AddOrModifySave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a draft bill (no ID) or modify a draft or disputed one; the tax is computed (buyers) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID?: number;
                        VENDOR_CODE: string;
                        /** @enum {string} */
                        EXPENSE_KIND: "quality" | "freight" | "penalty" | "other";
                        /**
                         * @default deduct
                         * @enum {string}
                         */
                        DIRECTION?: "deduct" | "add";
                        AMOUNT: string;
                        /** @default 0 */
                        TAX_RATE?: string;
                        /** @default CNY */
                        CURRENCY?: string;
                        REASON: string;
                        PERIOD: string;
                        /** @default [] */
                        ATTACHMENT_IDS?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                BILL_NO: string;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                /** @enum {string} */
                                EXPENSE_KIND: "quality" | "freight" | "penalty" | "other";
                                /** @enum {string} */
                                DIRECTION: "deduct" | "add";
                                AMOUNT: string;
                                TAX_RATE: string;
                                TAX: string;
                                AMOUNT_WITH_TAX: string;
                                CURRENCY: string;
                                REASON: string;
                                PERIOD: string;
                                /** @enum {string} */
                                STATE: "draft" | "sent" | "confirmed" | "disputed" | "included" | "closed";
                                DISPUTE_REASON: string | null;
                                STATEMENT_ID: number | null;
                                STATEMENT_NO: string | null;
                                CREATED_BY: string;
                                CREATETIME: string;
                                SENT_AT: (string) | null;
                                CONFIRMED_BY: string | null;
                                CONFIRMED_AT: (string) | null;
                                UPDATED_AT: string;
                                Attachments: {
                                    ID: number;
                                    FILE_NAME: string;
                                    CONTENT_TYPE: string;
                                    SIZE: number;
                                    CREATED_AT: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExpenseBill/Send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** draft | disputed → sent (buyers) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                BILL_NO: string;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                /** @enum {string} */
                                EXPENSE_KIND: "quality" | "freight" | "penalty" | "other";
                                /** @enum {string} */
                                DIRECTION: "deduct" | "add";
                                AMOUNT: string;
                                TAX_RATE: string;
                                TAX: string;
                                AMOUNT_WITH_TAX: string;
                                CURRENCY: string;
                                REASON: string;
                                PERIOD: string;
                                /** @enum {string} */
                                STATE: "draft" | "sent" | "confirmed" | "disputed" | "included" | "closed";
                                DISPUTE_REASON: string | null;
                                STATEMENT_ID: number | null;
                                STATEMENT_NO: string | null;
                                CREATED_BY: string;
                                CREATETIME: string;
                                SENT_AT: (string) | null;
                                CONFIRMED_BY: string | null;
                                CONFIRMED_AT: (string) | null;
                                UPDATED_AT: string;
                                Attachments: {
                                    ID: number;
                                    FILE_NAME: string;
                                    CONTENT_TYPE: string;
                                    SIZE: number;
                                    CREATED_AT: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExpenseBill/Confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** sent → confirmed (the vendor) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                BILL_NO: string;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                /** @enum {string} */
                                EXPENSE_KIND: "quality" | "freight" | "penalty" | "other";
                                /** @enum {string} */
                                DIRECTION: "deduct" | "add";
                                AMOUNT: string;
                                TAX_RATE: string;
                                TAX: string;
                                AMOUNT_WITH_TAX: string;
                                CURRENCY: string;
                                REASON: string;
                                PERIOD: string;
                                /** @enum {string} */
                                STATE: "draft" | "sent" | "confirmed" | "disputed" | "included" | "closed";
                                DISPUTE_REASON: string | null;
                                STATEMENT_ID: number | null;
                                STATEMENT_NO: string | null;
                                CREATED_BY: string;
                                CREATETIME: string;
                                SENT_AT: (string) | null;
                                CONFIRMED_BY: string | null;
                                CONFIRMED_AT: (string) | null;
                                UPDATED_AT: string;
                                Attachments: {
                                    ID: number;
                                    FILE_NAME: string;
                                    CONTENT_TYPE: string;
                                    SIZE: number;
                                    CREATED_AT: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExpenseBill/Dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** sent → disputed with a reason (the vendor); back to the buyer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                        REASON: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                BILL_NO: string;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                /** @enum {string} */
                                EXPENSE_KIND: "quality" | "freight" | "penalty" | "other";
                                /** @enum {string} */
                                DIRECTION: "deduct" | "add";
                                AMOUNT: string;
                                TAX_RATE: string;
                                TAX: string;
                                AMOUNT_WITH_TAX: string;
                                CURRENCY: string;
                                REASON: string;
                                PERIOD: string;
                                /** @enum {string} */
                                STATE: "draft" | "sent" | "confirmed" | "disputed" | "included" | "closed";
                                DISPUTE_REASON: string | null;
                                STATEMENT_ID: number | null;
                                STATEMENT_NO: string | null;
                                CREATED_BY: string;
                                CREATETIME: string;
                                SENT_AT: (string) | null;
                                CONFIRMED_BY: string | null;
                                CONFIRMED_AT: (string) | null;
                                UPDATED_AT: string;
                                Attachments: {
                                    ID: number;
                                    FILE_NAME: string;
                                    CONTENT_TYPE: string;
                                    SIZE: number;
                                    CREATED_AT: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ExpenseBill/Delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a draft or disputed bill (buyers) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: number;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMst/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Statement lines with their header (vendors: their own statements, once sent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                LINE_ID: number | null;
                                STATEMENT_ID: number | null;
                                STATEMENT_NO: string | null;
                                STATE: number | null;
                                VENDOR_CODE: string | null;
                                VENDOR_NAME: string | null;
                                CURRENCY: string | null;
                                SEQ: number | null;
                                LINE_KIND: string | null;
                                DELIVERY_NO: string | null;
                                LINE_NO: number | null;
                                PO_NO: string | null;
                                PO_ITEM: number | null;
                                PART_NO: string | null;
                                PART_NAME: string | null;
                                BILL_NO: string | null;
                                EXPENSE_KIND: string | null;
                                RECEIVED_QTY: string | null;
                                UNIT_EXRATE: string | null;
                                QTY: string | null;
                                UNIT_PRICE: string | null;
                                TAX_RATE: string | null;
                                AMOUNT: string | null;
                                TAX: string | null;
                                AMOUNT_WITH_TAX: string | null;
                                LINE_STATE: string | null;
                                REJECT_REASON: string | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMst/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Statement lines with their header (vendors: their own statements, once sent) (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMst/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Statement lines with their header (vendors: their own statements, once sent) (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMstManage/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Statements of the organisation (purchasing) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                STATEMENT_NO: string | null;
                                STATE: number | null;
                                VENDOR_NAME: string | null;
                                CURRENCY: string | null;
                                TOTAL_WITH_TAX: string | null;
                                TOTAL_AMOUNT: string | null;
                                TOTAL_TAX: string | null;
                                VENDOR_CODE: string | null;
                                INVOICE_AMOUNT: string | null;
                                LINE_COUNT: number | null;
                                PERIOD_FROM: string | null;
                                PERIOD_TO: string | null;
                                REJECT_REASON: string | null;
                                INVOICE_NO: string | null;
                                INVOICE_DATE: string | null;
                                INVOICE_TAX: string | null;
                                CREATED_BY: string | null;
                                CREATETIME: (string) | null;
                                SENT_AT: (string) | null;
                                CONFIRMED_AT: (string) | null;
                                APPROVED_AT: (string) | null;
                                CLOSED_AT: (string) | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMstManage/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Statements of the organisation (purchasing) (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMstManage/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Statements of the organisation (purchasing) (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMstManage/Vendor/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The vendor's statements once sent */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                STATEMENT_NO: string | null;
                                STATE: number | null;
                                VENDOR_NAME: string | null;
                                CURRENCY: string | null;
                                TOTAL_WITH_TAX: string | null;
                                TOTAL_AMOUNT: string | null;
                                TOTAL_TAX: string | null;
                                VENDOR_CODE: string | null;
                                INVOICE_AMOUNT: string | null;
                                LINE_COUNT: number | null;
                                PERIOD_FROM: string | null;
                                PERIOD_TO: string | null;
                                REJECT_REASON: string | null;
                                INVOICE_NO: string | null;
                                INVOICE_DATE: string | null;
                                INVOICE_TAX: string | null;
                                CREATED_BY: string | null;
                                CREATETIME: (string) | null;
                                SENT_AT: (string) | null;
                                CONFIRMED_AT: (string) | null;
                                APPROVED_AT: (string) | null;
                                CLOSED_AT: (string) | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMstManage/Vendor/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: The vendor's statements once sent (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMstManage/Vendor/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: The vendor's statements once sent (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMstManage/Finance/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Statements confirmed by their vendor, approved or closed (finance) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                STATEMENT_NO: string | null;
                                STATE: number | null;
                                VENDOR_NAME: string | null;
                                CURRENCY: string | null;
                                TOTAL_WITH_TAX: string | null;
                                TOTAL_AMOUNT: string | null;
                                TOTAL_TAX: string | null;
                                VENDOR_CODE: string | null;
                                INVOICE_AMOUNT: string | null;
                                LINE_COUNT: number | null;
                                PERIOD_FROM: string | null;
                                PERIOD_TO: string | null;
                                REJECT_REASON: string | null;
                                INVOICE_NO: string | null;
                                INVOICE_DATE: string | null;
                                INVOICE_TAX: string | null;
                                CREATED_BY: string | null;
                                CREATETIME: (string) | null;
                                SENT_AT: (string) | null;
                                CONFIRMED_AT: (string) | null;
                                APPROVED_AT: (string) | null;
                                CLOSED_AT: (string) | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMstManage/Finance/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Statements confirmed by their vendor, approved or closed (finance) (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMstManage/Finance/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Statements confirmed by their vendor, approved or closed (finance) (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMst/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A statement: header, lines and the rounding rule */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                STATEMENT_NO: string;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                CURRENCY: string;
                                PERIOD_FROM: string;
                                PERIOD_TO: string;
                                PERIOD: string;
                                STATE: number;
                                LINE_COUNT: number;
                                TOTAL_AMOUNT: string;
                                TOTAL_TAX: string;
                                TOTAL_WITH_TAX: string;
                                REJECT_REASON: string | null;
                                INVOICE_NO: string | null;
                                INVOICE_DATE: string | null;
                                INVOICE_AMOUNT: string | null;
                                INVOICE_TAX: string | null;
                                OVERRIDE_REASON: string | null;
                                CREATED_BY: string;
                                CREATETIME: string;
                                SENT_BY: string | null;
                                SENT_AT: (string) | null;
                                CONFIRMED_BY: string | null;
                                CONFIRMED_AT: (string) | null;
                                REJECTED_BY: string | null;
                                REJECTED_AT: (string) | null;
                                APPROVED_BY: string | null;
                                APPROVED_AT: (string) | null;
                                CLOSED_BY: string | null;
                                CLOSED_AT: (string) | null;
                                VOIDED_BY: string | null;
                                VOIDED_AT: (string) | null;
                                ROUNDING_RULE: string;
                                Lines: {
                                    /** @enum {string} */
                                    LINE_KIND: "receipt" | "expense";
                                    DELIVERY_LINE_ID: number | null;
                                    DELIVERY_NO: string | null;
                                    LINE_NO: number | null;
                                    PO_NO: string | null;
                                    PO_ITEM: number | null;
                                    PART_NO: string | null;
                                    PART_NAME: string | null;
                                    RECEIVED_AT: (string) | null;
                                    RECEIVED_QTY: string | null;
                                    PO_UNIT: string | null;
                                    BASE_UNIT: string | null;
                                    UNIT_EXRATE: string | null;
                                    EXPENSE_BILL_ID: number | null;
                                    BILL_NO: string | null;
                                    /** @enum {string|null} */
                                    EXPENSE_KIND: "quality" | "freight" | "penalty" | "other" | null;
                                    /** @enum {string|null} */
                                    DIRECTION: "deduct" | "add" | null;
                                    REASON: string | null;
                                    QTY: string;
                                    UNIT_PRICE: string;
                                    TAX_RATE: string;
                                    AMOUNT: string;
                                    TAX: string;
                                    AMOUNT_WITH_TAX: string;
                                    ID: number;
                                    SEQ: number;
                                    /** @enum {string} */
                                    LINE_STATE: "ok" | "rejected";
                                    REJECT_REASON: string | null;
                                }[];
                                Rejections: {
                                    ID: number;
                                    ROUND: number;
                                    LINE_ID: number | null;
                                    /** @enum {string|null} */
                                    LINE_KIND: "receipt" | "expense" | null;
                                    LABEL: string | null;
                                    PART_NO: string | null;
                                    QTY: string | null;
                                    AMOUNT_WITH_TAX: string;
                                    REASON: string;
                                    REJECTED_BY: string;
                                    REJECTED_AT: string;
                                    /** @enum {string} */
                                    OUTCOME: "open" | "removed" | "kept" | "changed" | "voided";
                                    OUTCOME_AMOUNT: string | null;
                                    OUTCOME_BY: string | null;
                                    OUTCOME_AT: (string) | null;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMst/Print": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The statement as a PDF through the statement template: its lines, totals and rounding rule */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMst/Export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The statement as an xlsx: its lines, totals and rounding rule (an export record, ready) */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string;
                                ExportId: number;
                                FileName: string;
                                ROWS: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMst/Counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Statements by state in the caller’s scope (home to-do counts) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                STATE: number;
                                COUNT: number;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMst/EligibleLines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Received lines of a vendor, currency and period not in a live statement, and confirmed bills */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        VENDOR_CODE: string;
                        /** @default CNY */
                        CURRENCY?: string;
                        PERIOD_FROM: string;
                        PERIOD_TO: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                Lines: {
                                    /** @enum {string} */
                                    LINE_KIND: "receipt" | "expense";
                                    DELIVERY_LINE_ID: number | null;
                                    DELIVERY_NO: string | null;
                                    LINE_NO: number | null;
                                    PO_NO: string | null;
                                    PO_ITEM: number | null;
                                    PART_NO: string | null;
                                    PART_NAME: string | null;
                                    RECEIVED_AT: (string) | null;
                                    RECEIVED_QTY: string | null;
                                    PO_UNIT: string | null;
                                    BASE_UNIT: string | null;
                                    UNIT_EXRATE: string | null;
                                    EXPENSE_BILL_ID: number | null;
                                    BILL_NO: string | null;
                                    /** @enum {string|null} */
                                    EXPENSE_KIND: "quality" | "freight" | "penalty" | "other" | null;
                                    /** @enum {string|null} */
                                    DIRECTION: "deduct" | "add" | null;
                                    REASON: string | null;
                                    QTY: string;
                                    UNIT_PRICE: string;
                                    TAX_RATE: string;
                                    AMOUNT: string;
                                    TAX: string;
                                    AMOUNT_WITH_TAX: string;
                                }[];
                                TOTAL_AMOUNT: string;
                                TOTAL_TAX: string;
                                TOTAL_WITH_TAX: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMst/Create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A draft statement of picked lines and bills, or of all eligible ones (ALL); 409 names taken lines */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        VENDOR_CODE: string;
                        /** @default CNY */
                        CURRENCY?: string;
                        PERIOD_FROM: string;
                        PERIOD_TO: string;
                        /** @default false */
                        ALL?: boolean;
                        /** @default [] */
                        DELIVERY_LINE_IDS?: number[];
                        /** @default [] */
                        EXPENSE_BILL_IDS?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                STATEMENT_NO: string;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                CURRENCY: string;
                                PERIOD_FROM: string;
                                PERIOD_TO: string;
                                PERIOD: string;
                                STATE: number;
                                LINE_COUNT: number;
                                TOTAL_AMOUNT: string;
                                TOTAL_TAX: string;
                                TOTAL_WITH_TAX: string;
                                REJECT_REASON: string | null;
                                INVOICE_NO: string | null;
                                INVOICE_DATE: string | null;
                                INVOICE_AMOUNT: string | null;
                                INVOICE_TAX: string | null;
                                OVERRIDE_REASON: string | null;
                                CREATED_BY: string;
                                CREATETIME: string;
                                SENT_BY: string | null;
                                SENT_AT: (string) | null;
                                CONFIRMED_BY: string | null;
                                CONFIRMED_AT: (string) | null;
                                REJECTED_BY: string | null;
                                REJECTED_AT: (string) | null;
                                APPROVED_BY: string | null;
                                APPROVED_AT: (string) | null;
                                CLOSED_BY: string | null;
                                CLOSED_AT: (string) | null;
                                VOIDED_BY: string | null;
                                VOIDED_AT: (string) | null;
                                ROUNDING_RULE: string;
                                Lines: {
                                    /** @enum {string} */
                                    LINE_KIND: "receipt" | "expense";
                                    DELIVERY_LINE_ID: number | null;
                                    DELIVERY_NO: string | null;
                                    LINE_NO: number | null;
                                    PO_NO: string | null;
                                    PO_ITEM: number | null;
                                    PART_NO: string | null;
                                    PART_NAME: string | null;
                                    RECEIVED_AT: (string) | null;
                                    RECEIVED_QTY: string | null;
                                    PO_UNIT: string | null;
                                    BASE_UNIT: string | null;
                                    UNIT_EXRATE: string | null;
                                    EXPENSE_BILL_ID: number | null;
                                    BILL_NO: string | null;
                                    /** @enum {string|null} */
                                    EXPENSE_KIND: "quality" | "freight" | "penalty" | "other" | null;
                                    /** @enum {string|null} */
                                    DIRECTION: "deduct" | "add" | null;
                                    REASON: string | null;
                                    QTY: string;
                                    UNIT_PRICE: string;
                                    TAX_RATE: string;
                                    AMOUNT: string;
                                    TAX: string;
                                    AMOUNT_WITH_TAX: string;
                                    ID: number;
                                    SEQ: number;
                                    /** @enum {string} */
                                    LINE_STATE: "ok" | "rejected";
                                    REJECT_REASON: string | null;
                                }[];
                                Rejections: {
                                    ID: number;
                                    ROUND: number;
                                    LINE_ID: number | null;
                                    /** @enum {string|null} */
                                    LINE_KIND: "receipt" | "expense" | null;
                                    LABEL: string | null;
                                    PART_NO: string | null;
                                    QTY: string | null;
                                    AMOUNT_WITH_TAX: string;
                                    REASON: string;
                                    REJECTED_BY: string;
                                    REJECTED_AT: string;
                                    /** @enum {string} */
                                    OUTCOME: "open" | "removed" | "kept" | "changed" | "voided";
                                    OUTCOME_AMOUNT: string | null;
                                    OUTCOME_BY: string | null;
                                    OUTCOME_AT: (string) | null;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMst/AddLines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add eligible lines or bills to a draft or rejected statement */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                        /** @default [] */
                        DELIVERY_LINE_IDS?: number[];
                        /** @default [] */
                        EXPENSE_BILL_IDS?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                STATEMENT_NO: string;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                CURRENCY: string;
                                PERIOD_FROM: string;
                                PERIOD_TO: string;
                                PERIOD: string;
                                STATE: number;
                                LINE_COUNT: number;
                                TOTAL_AMOUNT: string;
                                TOTAL_TAX: string;
                                TOTAL_WITH_TAX: string;
                                REJECT_REASON: string | null;
                                INVOICE_NO: string | null;
                                INVOICE_DATE: string | null;
                                INVOICE_AMOUNT: string | null;
                                INVOICE_TAX: string | null;
                                OVERRIDE_REASON: string | null;
                                CREATED_BY: string;
                                CREATETIME: string;
                                SENT_BY: string | null;
                                SENT_AT: (string) | null;
                                CONFIRMED_BY: string | null;
                                CONFIRMED_AT: (string) | null;
                                REJECTED_BY: string | null;
                                REJECTED_AT: (string) | null;
                                APPROVED_BY: string | null;
                                APPROVED_AT: (string) | null;
                                CLOSED_BY: string | null;
                                CLOSED_AT: (string) | null;
                                VOIDED_BY: string | null;
                                VOIDED_AT: (string) | null;
                                ROUNDING_RULE: string;
                                Lines: {
                                    /** @enum {string} */
                                    LINE_KIND: "receipt" | "expense";
                                    DELIVERY_LINE_ID: number | null;
                                    DELIVERY_NO: string | null;
                                    LINE_NO: number | null;
                                    PO_NO: string | null;
                                    PO_ITEM: number | null;
                                    PART_NO: string | null;
                                    PART_NAME: string | null;
                                    RECEIVED_AT: (string) | null;
                                    RECEIVED_QTY: string | null;
                                    PO_UNIT: string | null;
                                    BASE_UNIT: string | null;
                                    UNIT_EXRATE: string | null;
                                    EXPENSE_BILL_ID: number | null;
                                    BILL_NO: string | null;
                                    /** @enum {string|null} */
                                    EXPENSE_KIND: "quality" | "freight" | "penalty" | "other" | null;
                                    /** @enum {string|null} */
                                    DIRECTION: "deduct" | "add" | null;
                                    REASON: string | null;
                                    QTY: string;
                                    UNIT_PRICE: string;
                                    TAX_RATE: string;
                                    AMOUNT: string;
                                    TAX: string;
                                    AMOUNT_WITH_TAX: string;
                                    ID: number;
                                    SEQ: number;
                                    /** @enum {string} */
                                    LINE_STATE: "ok" | "rejected";
                                    REJECT_REASON: string | null;
                                }[];
                                Rejections: {
                                    ID: number;
                                    ROUND: number;
                                    LINE_ID: number | null;
                                    /** @enum {string|null} */
                                    LINE_KIND: "receipt" | "expense" | null;
                                    LABEL: string | null;
                                    PART_NO: string | null;
                                    QTY: string | null;
                                    AMOUNT_WITH_TAX: string;
                                    REASON: string;
                                    REJECTED_BY: string;
                                    REJECTED_AT: string;
                                    /** @enum {string} */
                                    OUTCOME: "open" | "removed" | "kept" | "changed" | "voided";
                                    OUTCOME_AMOUNT: string | null;
                                    OUTCOME_BY: string | null;
                                    OUTCOME_AT: (string) | null;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMst/RemoveLines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove lines from a draft or rejected statement (their bills are confirmed again) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                        LINE_IDS: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                STATEMENT_NO: string;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                CURRENCY: string;
                                PERIOD_FROM: string;
                                PERIOD_TO: string;
                                PERIOD: string;
                                STATE: number;
                                LINE_COUNT: number;
                                TOTAL_AMOUNT: string;
                                TOTAL_TAX: string;
                                TOTAL_WITH_TAX: string;
                                REJECT_REASON: string | null;
                                INVOICE_NO: string | null;
                                INVOICE_DATE: string | null;
                                INVOICE_AMOUNT: string | null;
                                INVOICE_TAX: string | null;
                                OVERRIDE_REASON: string | null;
                                CREATED_BY: string;
                                CREATETIME: string;
                                SENT_BY: string | null;
                                SENT_AT: (string) | null;
                                CONFIRMED_BY: string | null;
                                CONFIRMED_AT: (string) | null;
                                REJECTED_BY: string | null;
                                REJECTED_AT: (string) | null;
                                APPROVED_BY: string | null;
                                APPROVED_AT: (string) | null;
                                CLOSED_BY: string | null;
                                CLOSED_AT: (string) | null;
                                VOIDED_BY: string | null;
                                VOIDED_AT: (string) | null;
                                ROUNDING_RULE: string;
                                Lines: {
                                    /** @enum {string} */
                                    LINE_KIND: "receipt" | "expense";
                                    DELIVERY_LINE_ID: number | null;
                                    DELIVERY_NO: string | null;
                                    LINE_NO: number | null;
                                    PO_NO: string | null;
                                    PO_ITEM: number | null;
                                    PART_NO: string | null;
                                    PART_NAME: string | null;
                                    RECEIVED_AT: (string) | null;
                                    RECEIVED_QTY: string | null;
                                    PO_UNIT: string | null;
                                    BASE_UNIT: string | null;
                                    UNIT_EXRATE: string | null;
                                    EXPENSE_BILL_ID: number | null;
                                    BILL_NO: string | null;
                                    /** @enum {string|null} */
                                    EXPENSE_KIND: "quality" | "freight" | "penalty" | "other" | null;
                                    /** @enum {string|null} */
                                    DIRECTION: "deduct" | "add" | null;
                                    REASON: string | null;
                                    QTY: string;
                                    UNIT_PRICE: string;
                                    TAX_RATE: string;
                                    AMOUNT: string;
                                    TAX: string;
                                    AMOUNT_WITH_TAX: string;
                                    ID: number;
                                    SEQ: number;
                                    /** @enum {string} */
                                    LINE_STATE: "ok" | "rejected";
                                    REJECT_REASON: string | null;
                                }[];
                                Rejections: {
                                    ID: number;
                                    ROUND: number;
                                    LINE_ID: number | null;
                                    /** @enum {string|null} */
                                    LINE_KIND: "receipt" | "expense" | null;
                                    LABEL: string | null;
                                    PART_NO: string | null;
                                    QTY: string | null;
                                    AMOUNT_WITH_TAX: string;
                                    REASON: string;
                                    REJECTED_BY: string;
                                    REJECTED_AT: string;
                                    /** @enum {string} */
                                    OUTCOME: "open" | "removed" | "kept" | "changed" | "voided";
                                    OUTCOME_AMOUNT: string | null;
                                    OUTCOME_BY: string | null;
                                    OUTCOME_AT: (string) | null;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMst/Send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** draft | rejected → sent (purchasing) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                STATEMENT_NO: string;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                CURRENCY: string;
                                PERIOD_FROM: string;
                                PERIOD_TO: string;
                                PERIOD: string;
                                STATE: number;
                                LINE_COUNT: number;
                                TOTAL_AMOUNT: string;
                                TOTAL_TAX: string;
                                TOTAL_WITH_TAX: string;
                                REJECT_REASON: string | null;
                                INVOICE_NO: string | null;
                                INVOICE_DATE: string | null;
                                INVOICE_AMOUNT: string | null;
                                INVOICE_TAX: string | null;
                                OVERRIDE_REASON: string | null;
                                CREATED_BY: string;
                                CREATETIME: string;
                                SENT_BY: string | null;
                                SENT_AT: (string) | null;
                                CONFIRMED_BY: string | null;
                                CONFIRMED_AT: (string) | null;
                                REJECTED_BY: string | null;
                                REJECTED_AT: (string) | null;
                                APPROVED_BY: string | null;
                                APPROVED_AT: (string) | null;
                                CLOSED_BY: string | null;
                                CLOSED_AT: (string) | null;
                                VOIDED_BY: string | null;
                                VOIDED_AT: (string) | null;
                                ROUNDING_RULE: string;
                                Lines: {
                                    /** @enum {string} */
                                    LINE_KIND: "receipt" | "expense";
                                    DELIVERY_LINE_ID: number | null;
                                    DELIVERY_NO: string | null;
                                    LINE_NO: number | null;
                                    PO_NO: string | null;
                                    PO_ITEM: number | null;
                                    PART_NO: string | null;
                                    PART_NAME: string | null;
                                    RECEIVED_AT: (string) | null;
                                    RECEIVED_QTY: string | null;
                                    PO_UNIT: string | null;
                                    BASE_UNIT: string | null;
                                    UNIT_EXRATE: string | null;
                                    EXPENSE_BILL_ID: number | null;
                                    BILL_NO: string | null;
                                    /** @enum {string|null} */
                                    EXPENSE_KIND: "quality" | "freight" | "penalty" | "other" | null;
                                    /** @enum {string|null} */
                                    DIRECTION: "deduct" | "add" | null;
                                    REASON: string | null;
                                    QTY: string;
                                    UNIT_PRICE: string;
                                    TAX_RATE: string;
                                    AMOUNT: string;
                                    TAX: string;
                                    AMOUNT_WITH_TAX: string;
                                    ID: number;
                                    SEQ: number;
                                    /** @enum {string} */
                                    LINE_STATE: "ok" | "rejected";
                                    REJECT_REASON: string | null;
                                }[];
                                Rejections: {
                                    ID: number;
                                    ROUND: number;
                                    LINE_ID: number | null;
                                    /** @enum {string|null} */
                                    LINE_KIND: "receipt" | "expense" | null;
                                    LABEL: string | null;
                                    PART_NO: string | null;
                                    QTY: string | null;
                                    AMOUNT_WITH_TAX: string;
                                    REASON: string;
                                    REJECTED_BY: string;
                                    REJECTED_AT: string;
                                    /** @enum {string} */
                                    OUTCOME: "open" | "removed" | "kept" | "changed" | "voided";
                                    OUTCOME_AMOUNT: string | null;
                                    OUTCOME_BY: string | null;
                                    OUTCOME_AT: (string) | null;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMst/Confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** sent → confirmed (the vendor) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                STATEMENT_NO: string;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                CURRENCY: string;
                                PERIOD_FROM: string;
                                PERIOD_TO: string;
                                PERIOD: string;
                                STATE: number;
                                LINE_COUNT: number;
                                TOTAL_AMOUNT: string;
                                TOTAL_TAX: string;
                                TOTAL_WITH_TAX: string;
                                REJECT_REASON: string | null;
                                INVOICE_NO: string | null;
                                INVOICE_DATE: string | null;
                                INVOICE_AMOUNT: string | null;
                                INVOICE_TAX: string | null;
                                OVERRIDE_REASON: string | null;
                                CREATED_BY: string;
                                CREATETIME: string;
                                SENT_BY: string | null;
                                SENT_AT: (string) | null;
                                CONFIRMED_BY: string | null;
                                CONFIRMED_AT: (string) | null;
                                REJECTED_BY: string | null;
                                REJECTED_AT: (string) | null;
                                APPROVED_BY: string | null;
                                APPROVED_AT: (string) | null;
                                CLOSED_BY: string | null;
                                CLOSED_AT: (string) | null;
                                VOIDED_BY: string | null;
                                VOIDED_AT: (string) | null;
                                ROUNDING_RULE: string;
                                Lines: {
                                    /** @enum {string} */
                                    LINE_KIND: "receipt" | "expense";
                                    DELIVERY_LINE_ID: number | null;
                                    DELIVERY_NO: string | null;
                                    LINE_NO: number | null;
                                    PO_NO: string | null;
                                    PO_ITEM: number | null;
                                    PART_NO: string | null;
                                    PART_NAME: string | null;
                                    RECEIVED_AT: (string) | null;
                                    RECEIVED_QTY: string | null;
                                    PO_UNIT: string | null;
                                    BASE_UNIT: string | null;
                                    UNIT_EXRATE: string | null;
                                    EXPENSE_BILL_ID: number | null;
                                    BILL_NO: string | null;
                                    /** @enum {string|null} */
                                    EXPENSE_KIND: "quality" | "freight" | "penalty" | "other" | null;
                                    /** @enum {string|null} */
                                    DIRECTION: "deduct" | "add" | null;
                                    REASON: string | null;
                                    QTY: string;
                                    UNIT_PRICE: string;
                                    TAX_RATE: string;
                                    AMOUNT: string;
                                    TAX: string;
                                    AMOUNT_WITH_TAX: string;
                                    ID: number;
                                    SEQ: number;
                                    /** @enum {string} */
                                    LINE_STATE: "ok" | "rejected";
                                    REJECT_REASON: string | null;
                                }[];
                                Rejections: {
                                    ID: number;
                                    ROUND: number;
                                    LINE_ID: number | null;
                                    /** @enum {string|null} */
                                    LINE_KIND: "receipt" | "expense" | null;
                                    LABEL: string | null;
                                    PART_NO: string | null;
                                    QTY: string | null;
                                    AMOUNT_WITH_TAX: string;
                                    REASON: string;
                                    REJECTED_BY: string;
                                    REJECTED_AT: string;
                                    /** @enum {string} */
                                    OUTCOME: "open" | "removed" | "kept" | "changed" | "voided";
                                    OUTCOME_AMOUNT: string | null;
                                    OUTCOME_BY: string | null;
                                    OUTCOME_AT: (string) | null;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMst/Close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** approved → closed (finance) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                STATEMENT_NO: string;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                CURRENCY: string;
                                PERIOD_FROM: string;
                                PERIOD_TO: string;
                                PERIOD: string;
                                STATE: number;
                                LINE_COUNT: number;
                                TOTAL_AMOUNT: string;
                                TOTAL_TAX: string;
                                TOTAL_WITH_TAX: string;
                                REJECT_REASON: string | null;
                                INVOICE_NO: string | null;
                                INVOICE_DATE: string | null;
                                INVOICE_AMOUNT: string | null;
                                INVOICE_TAX: string | null;
                                OVERRIDE_REASON: string | null;
                                CREATED_BY: string;
                                CREATETIME: string;
                                SENT_BY: string | null;
                                SENT_AT: (string) | null;
                                CONFIRMED_BY: string | null;
                                CONFIRMED_AT: (string) | null;
                                REJECTED_BY: string | null;
                                REJECTED_AT: (string) | null;
                                APPROVED_BY: string | null;
                                APPROVED_AT: (string) | null;
                                CLOSED_BY: string | null;
                                CLOSED_AT: (string) | null;
                                VOIDED_BY: string | null;
                                VOIDED_AT: (string) | null;
                                ROUNDING_RULE: string;
                                Lines: {
                                    /** @enum {string} */
                                    LINE_KIND: "receipt" | "expense";
                                    DELIVERY_LINE_ID: number | null;
                                    DELIVERY_NO: string | null;
                                    LINE_NO: number | null;
                                    PO_NO: string | null;
                                    PO_ITEM: number | null;
                                    PART_NO: string | null;
                                    PART_NAME: string | null;
                                    RECEIVED_AT: (string) | null;
                                    RECEIVED_QTY: string | null;
                                    PO_UNIT: string | null;
                                    BASE_UNIT: string | null;
                                    UNIT_EXRATE: string | null;
                                    EXPENSE_BILL_ID: number | null;
                                    BILL_NO: string | null;
                                    /** @enum {string|null} */
                                    EXPENSE_KIND: "quality" | "freight" | "penalty" | "other" | null;
                                    /** @enum {string|null} */
                                    DIRECTION: "deduct" | "add" | null;
                                    REASON: string | null;
                                    QTY: string;
                                    UNIT_PRICE: string;
                                    TAX_RATE: string;
                                    AMOUNT: string;
                                    TAX: string;
                                    AMOUNT_WITH_TAX: string;
                                    ID: number;
                                    SEQ: number;
                                    /** @enum {string} */
                                    LINE_STATE: "ok" | "rejected";
                                    REJECT_REASON: string | null;
                                }[];
                                Rejections: {
                                    ID: number;
                                    ROUND: number;
                                    LINE_ID: number | null;
                                    /** @enum {string|null} */
                                    LINE_KIND: "receipt" | "expense" | null;
                                    LABEL: string | null;
                                    PART_NO: string | null;
                                    QTY: string | null;
                                    AMOUNT_WITH_TAX: string;
                                    REASON: string;
                                    REJECTED_BY: string;
                                    REJECTED_AT: string;
                                    /** @enum {string} */
                                    OUTCOME: "open" | "removed" | "kept" | "changed" | "voided";
                                    OUTCOME_AMOUNT: string | null;
                                    OUTCOME_BY: string | null;
                                    OUTCOME_AT: (string) | null;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMst/Void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** draft | rejected → voided; its lines and bills are free again (purchasing) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                STATEMENT_NO: string;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                CURRENCY: string;
                                PERIOD_FROM: string;
                                PERIOD_TO: string;
                                PERIOD: string;
                                STATE: number;
                                LINE_COUNT: number;
                                TOTAL_AMOUNT: string;
                                TOTAL_TAX: string;
                                TOTAL_WITH_TAX: string;
                                REJECT_REASON: string | null;
                                INVOICE_NO: string | null;
                                INVOICE_DATE: string | null;
                                INVOICE_AMOUNT: string | null;
                                INVOICE_TAX: string | null;
                                OVERRIDE_REASON: string | null;
                                CREATED_BY: string;
                                CREATETIME: string;
                                SENT_BY: string | null;
                                SENT_AT: (string) | null;
                                CONFIRMED_BY: string | null;
                                CONFIRMED_AT: (string) | null;
                                REJECTED_BY: string | null;
                                REJECTED_AT: (string) | null;
                                APPROVED_BY: string | null;
                                APPROVED_AT: (string) | null;
                                CLOSED_BY: string | null;
                                CLOSED_AT: (string) | null;
                                VOIDED_BY: string | null;
                                VOIDED_AT: (string) | null;
                                ROUNDING_RULE: string;
                                Lines: {
                                    /** @enum {string} */
                                    LINE_KIND: "receipt" | "expense";
                                    DELIVERY_LINE_ID: number | null;
                                    DELIVERY_NO: string | null;
                                    LINE_NO: number | null;
                                    PO_NO: string | null;
                                    PO_ITEM: number | null;
                                    PART_NO: string | null;
                                    PART_NAME: string | null;
                                    RECEIVED_AT: (string) | null;
                                    RECEIVED_QTY: string | null;
                                    PO_UNIT: string | null;
                                    BASE_UNIT: string | null;
                                    UNIT_EXRATE: string | null;
                                    EXPENSE_BILL_ID: number | null;
                                    BILL_NO: string | null;
                                    /** @enum {string|null} */
                                    EXPENSE_KIND: "quality" | "freight" | "penalty" | "other" | null;
                                    /** @enum {string|null} */
                                    DIRECTION: "deduct" | "add" | null;
                                    REASON: string | null;
                                    QTY: string;
                                    UNIT_PRICE: string;
                                    TAX_RATE: string;
                                    AMOUNT: string;
                                    TAX: string;
                                    AMOUNT_WITH_TAX: string;
                                    ID: number;
                                    SEQ: number;
                                    /** @enum {string} */
                                    LINE_STATE: "ok" | "rejected";
                                    REJECT_REASON: string | null;
                                }[];
                                Rejections: {
                                    ID: number;
                                    ROUND: number;
                                    LINE_ID: number | null;
                                    /** @enum {string|null} */
                                    LINE_KIND: "receipt" | "expense" | null;
                                    LABEL: string | null;
                                    PART_NO: string | null;
                                    QTY: string | null;
                                    AMOUNT_WITH_TAX: string;
                                    REASON: string;
                                    REJECTED_BY: string;
                                    REJECTED_AT: string;
                                    /** @enum {string} */
                                    OUTCOME: "open" | "removed" | "kept" | "changed" | "voided";
                                    OUTCOME_AMOUNT: string | null;
                                    OUTCOME_BY: string | null;
                                    OUTCOME_AT: (string) | null;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMst/Reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** sent → rejected (the vendor): the whole statement with a reason, or lines with a reason each */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                        REASON?: string;
                        /** @default [] */
                        Lines?: {
                            ID: number;
                            REASON: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                STATEMENT_NO: string;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                CURRENCY: string;
                                PERIOD_FROM: string;
                                PERIOD_TO: string;
                                PERIOD: string;
                                STATE: number;
                                LINE_COUNT: number;
                                TOTAL_AMOUNT: string;
                                TOTAL_TAX: string;
                                TOTAL_WITH_TAX: string;
                                REJECT_REASON: string | null;
                                INVOICE_NO: string | null;
                                INVOICE_DATE: string | null;
                                INVOICE_AMOUNT: string | null;
                                INVOICE_TAX: string | null;
                                OVERRIDE_REASON: string | null;
                                CREATED_BY: string;
                                CREATETIME: string;
                                SENT_BY: string | null;
                                SENT_AT: (string) | null;
                                CONFIRMED_BY: string | null;
                                CONFIRMED_AT: (string) | null;
                                REJECTED_BY: string | null;
                                REJECTED_AT: (string) | null;
                                APPROVED_BY: string | null;
                                APPROVED_AT: (string) | null;
                                CLOSED_BY: string | null;
                                CLOSED_AT: (string) | null;
                                VOIDED_BY: string | null;
                                VOIDED_AT: (string) | null;
                                ROUNDING_RULE: string;
                                Lines: {
                                    /** @enum {string} */
                                    LINE_KIND: "receipt" | "expense";
                                    DELIVERY_LINE_ID: number | null;
                                    DELIVERY_NO: string | null;
                                    LINE_NO: number | null;
                                    PO_NO: string | null;
                                    PO_ITEM: number | null;
                                    PART_NO: string | null;
                                    PART_NAME: string | null;
                                    RECEIVED_AT: (string) | null;
                                    RECEIVED_QTY: string | null;
                                    PO_UNIT: string | null;
                                    BASE_UNIT: string | null;
                                    UNIT_EXRATE: string | null;
                                    EXPENSE_BILL_ID: number | null;
                                    BILL_NO: string | null;
                                    /** @enum {string|null} */
                                    EXPENSE_KIND: "quality" | "freight" | "penalty" | "other" | null;
                                    /** @enum {string|null} */
                                    DIRECTION: "deduct" | "add" | null;
                                    REASON: string | null;
                                    QTY: string;
                                    UNIT_PRICE: string;
                                    TAX_RATE: string;
                                    AMOUNT: string;
                                    TAX: string;
                                    AMOUNT_WITH_TAX: string;
                                    ID: number;
                                    SEQ: number;
                                    /** @enum {string} */
                                    LINE_STATE: "ok" | "rejected";
                                    REJECT_REASON: string | null;
                                }[];
                                Rejections: {
                                    ID: number;
                                    ROUND: number;
                                    LINE_ID: number | null;
                                    /** @enum {string|null} */
                                    LINE_KIND: "receipt" | "expense" | null;
                                    LABEL: string | null;
                                    PART_NO: string | null;
                                    QTY: string | null;
                                    AMOUNT_WITH_TAX: string;
                                    REASON: string;
                                    REJECTED_BY: string;
                                    REJECTED_AT: string;
                                    /** @enum {string} */
                                    OUTCOME: "open" | "removed" | "kept" | "changed" | "voided";
                                    OUTCOME_AMOUNT: string | null;
                                    OUTCOME_BY: string | null;
                                    OUTCOME_AT: (string) | null;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMst/Approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** confirmed → approved (finance) with the vendor's invoice; 409 with the differences outside tolerance unless OVERRIDE_REASON */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                        INVOICE_NO: string;
                        INVOICE_DATE: string;
                        INVOICE_AMOUNT: string;
                        INVOICE_TAX: string;
                        OVERRIDE_REASON?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                STATEMENT_NO: string;
                                VENDOR_CODE: string;
                                VENDOR_NAME: string;
                                CURRENCY: string;
                                PERIOD_FROM: string;
                                PERIOD_TO: string;
                                PERIOD: string;
                                STATE: number;
                                LINE_COUNT: number;
                                TOTAL_AMOUNT: string;
                                TOTAL_TAX: string;
                                TOTAL_WITH_TAX: string;
                                REJECT_REASON: string | null;
                                INVOICE_NO: string | null;
                                INVOICE_DATE: string | null;
                                INVOICE_AMOUNT: string | null;
                                INVOICE_TAX: string | null;
                                OVERRIDE_REASON: string | null;
                                CREATED_BY: string;
                                CREATETIME: string;
                                SENT_BY: string | null;
                                SENT_AT: (string) | null;
                                CONFIRMED_BY: string | null;
                                CONFIRMED_AT: (string) | null;
                                REJECTED_BY: string | null;
                                REJECTED_AT: (string) | null;
                                APPROVED_BY: string | null;
                                APPROVED_AT: (string) | null;
                                CLOSED_BY: string | null;
                                CLOSED_AT: (string) | null;
                                VOIDED_BY: string | null;
                                VOIDED_AT: (string) | null;
                                ROUNDING_RULE: string;
                                Lines: {
                                    /** @enum {string} */
                                    LINE_KIND: "receipt" | "expense";
                                    DELIVERY_LINE_ID: number | null;
                                    DELIVERY_NO: string | null;
                                    LINE_NO: number | null;
                                    PO_NO: string | null;
                                    PO_ITEM: number | null;
                                    PART_NO: string | null;
                                    PART_NAME: string | null;
                                    RECEIVED_AT: (string) | null;
                                    RECEIVED_QTY: string | null;
                                    PO_UNIT: string | null;
                                    BASE_UNIT: string | null;
                                    UNIT_EXRATE: string | null;
                                    EXPENSE_BILL_ID: number | null;
                                    BILL_NO: string | null;
                                    /** @enum {string|null} */
                                    EXPENSE_KIND: "quality" | "freight" | "penalty" | "other" | null;
                                    /** @enum {string|null} */
                                    DIRECTION: "deduct" | "add" | null;
                                    REASON: string | null;
                                    QTY: string;
                                    UNIT_PRICE: string;
                                    TAX_RATE: string;
                                    AMOUNT: string;
                                    TAX: string;
                                    AMOUNT_WITH_TAX: string;
                                    ID: number;
                                    SEQ: number;
                                    /** @enum {string} */
                                    LINE_STATE: "ok" | "rejected";
                                    REJECT_REASON: string | null;
                                }[];
                                Rejections: {
                                    ID: number;
                                    ROUND: number;
                                    LINE_ID: number | null;
                                    /** @enum {string|null} */
                                    LINE_KIND: "receipt" | "expense" | null;
                                    LABEL: string | null;
                                    PART_NO: string | null;
                                    QTY: string | null;
                                    AMOUNT_WITH_TAX: string;
                                    REASON: string;
                                    REJECTED_BY: string;
                                    REJECTED_AT: string;
                                    /** @enum {string} */
                                    OUTCOME: "open" | "removed" | "kept" | "changed" | "voided";
                                    OUTCOME_AMOUNT: string | null;
                                    OUTCOME_BY: string | null;
                                    OUTCOME_AT: (string) | null;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMst/Match": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invoice ↔ statement ↔ receipts ↔ PO prices line by line with a verdict, within the tolerances (finance) */
        get: {
            parameters: {
                query: {
                    id: number;
                    INVOICE_AMOUNT?: string;
                    INVOICE_TAX?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                STATEMENT_NO: string;
                                CURRENCY: string;
                                PRICE_TOLERANCE_PCT: string;
                                AMOUNT_TOLERANCE: string;
                                WITHIN: boolean;
                                Invoice: {
                                    /** @enum {string} */
                                    CHECK: "amountWithTax" | "tax";
                                    STATEMENT: string;
                                    INVOICE: string | null;
                                    DIFFERENCE: string | null;
                                    /** @enum {string} */
                                    VERDICT: "ok" | "outside" | "missing";
                                }[];
                                Lines: {
                                    LINE_ID: number;
                                    SEQ: number;
                                    DELIVERY_NO: string;
                                    LINE_NO: number;
                                    PO_NO: string;
                                    PO_ITEM: number;
                                    PART_NO: string;
                                    UNIT_PRICE: string;
                                    PO_UNIT_PRICE: string;
                                    PRICE_DIFFERENCE: string;
                                    PRICE_DIFFERENCE_PCT: string | null;
                                    RECEIVED_QTY: string;
                                    CURRENT_RECEIVED_QTY: string;
                                    /** @enum {string} */
                                    VERDICT: "ok" | "outside" | "missing";
                                }[];
                                DIFFERENCES: string[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMst/GetTolerance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's invoice matching tolerances (price %, amount absolute; finance) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                PRICE_TOLERANCE_PCT: string;
                                AMOUNT_TOLERANCE: string;
                                UPDATED_BY: string | null;
                                UPDATED_AT: (string) | null;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ReconBillMst/SaveTolerance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the organisation's invoice matching tolerances (finance; audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        PRICE_TOLERANCE_PCT: string;
                        AMOUNT_TOLERANCE: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                PRICE_TOLERANCE_PCT: string;
                                AMOUNT_TOLERANCE: string;
                                UPDATED_BY: string | null;
                                UPDATED_AT: (string) | null;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Dispute/List": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The thread of a statement or an expense bill the caller may read, oldest first */
        get: {
            parameters: {
                query: {
                    KIND: "statement" | "expense-bill";
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                KIND: "statement" | "expense-bill";
                                ID: number;
                                OPEN: boolean;
                                Messages: {
                                    ID: number;
                                    AUTHOR: string;
                                    AUTHOR_VENDOR: string | null;
                                    LINE_ID: number | null;
                                    LINE_SEQ: number | null;
                                    BODY: string;
                                    CREATED_AT: string;
                                    Attachments: {
                                        ID: number;
                                        FILE_NAME: string;
                                        CONTENT_TYPE: string;
                                        SIZE: number;
                                        CREATED_AT: string;
                                    }[];
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Dispute/Post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post a message (about the document or a statement line) with uploaded attachments; 409 once closed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        KIND: "statement" | "expense-bill";
                        ID: number;
                        LINE_ID?: number | null;
                        BODY: string;
                        /** @default [] */
                        ATTACHMENT_IDS?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                KIND: "statement" | "expense-bill";
                                ID: number;
                                OPEN: boolean;
                                Messages: {
                                    ID: number;
                                    AUTHOR: string;
                                    AUTHOR_VENDOR: string | null;
                                    LINE_ID: number | null;
                                    LINE_SEQ: number | null;
                                    BODY: string;
                                    CREATED_AT: string;
                                    Attachments: {
                                        ID: number;
                                        FILE_NAME: string;
                                        CONTENT_TYPE: string;
                                        SIZE: number;
                                        CREATED_AT: string;
                                    }[];
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Mail/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The organisation's mail log (to, subject, category, state, attempts, last error) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                MAIL_TO: string | null;
                                SUBJECT: string | null;
                                CATEGORY: string | null;
                                STATE: string | null;
                                ATTEMPTS: number | null;
                                LAST_ERROR: string | null;
                                CREATETIME: (string) | null;
                                SENT_AT: (string) | null;
                                TO_NAME: string | null;
                                CREATED_BY: string | null;
                                SMTP_RESPONSE: string | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Mail/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: The organisation's mail log (to, subject, category, state, attempts, last error) (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Mail/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: The organisation's mail log (to, subject, category, state, attempts, last error) (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Mail/GetSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's SMTP settings (the password never: PASSWORD_SET says one is stored) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                HOST: string;
                                PORT: number;
                                /** @enum {string} */
                                TLS_MODE: "none" | "starttls" | "tls";
                                USER_NAME: string;
                                PASSWORD_SET: boolean;
                                FROM_ADDRESS: string;
                                FROM_NAME: string;
                                ENABLED: boolean;
                                UPDATED_BY: string | null;
                                UPDATED_AT: (string) | null;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Mail/SaveSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the SMTP settings (audited); an empty PASSWORD keeps the stored one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        HOST: string;
                        PORT: number;
                        /** @enum {string} */
                        TLS_MODE: "none" | "starttls" | "tls";
                        /** @default  */
                        USER_NAME?: string;
                        /** @default  */
                        PASSWORD?: string;
                        /** Format: email */
                        FROM_ADDRESS: string;
                        /** @default  */
                        FROM_NAME?: string;
                        ENABLED: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                HOST: string;
                                PORT: number;
                                /** @enum {string} */
                                TLS_MODE: "none" | "starttls" | "tls";
                                USER_NAME: string;
                                PASSWORD_SET: boolean;
                                FROM_ADDRESS: string;
                                FROM_NAME: string;
                                ENABLED: boolean;
                                UPDATED_BY: string | null;
                                UPDATED_AT: (string) | null;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Mail/SendTest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test mail now with the saved settings; answers the mail server's reply (≤ ~10 s) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        TO: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ACCEPTED: boolean;
                                RESPONSE: string;
                                MESSAGE: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Mail/MyPreferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own notification choices per category, and the address mails go to */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                EMAIL: string | null;
                                Items: {
                                    /** @enum {string} */
                                    CATEGORY: "note" | "statement" | "order" | "announcement";
                                    ENABLED: boolean;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Save the caller's own notification choices */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        Items: {
                            /** @enum {string} */
                            CATEGORY: "note" | "statement" | "order" | "announcement";
                            ENABLED: boolean;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                EMAIL: string | null;
                                Items: {
                                    /** @enum {string} */
                                    CATEGORY: "note" | "statement" | "order" | "announcement";
                                    ENABLED: boolean;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Announcement/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Announcements of the organisation (managers) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number | null;
                                TITLE: string | null;
                                STATE: string | null;
                                AUDIENCE: string | null;
                                PINNED: boolean | null;
                                PUBLISH_FROM: (string) | null;
                                PUBLISH_TO: (string) | null;
                                VERSION: number | null;
                                READ_COUNT: number | null;
                                PUBLISHED_AT: (string) | null;
                                PUBLISHED_BY: string | null;
                                CREATED_BY: string | null;
                                CREATETIME: (string) | null;
                                UPDATED_AT: (string) | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Announcement/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Announcements of the organisation (managers) (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Announcement/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Announcements of the organisation (managers) (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Announcement/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An announcement with its audience, window and files (managers) */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                TITLE: string;
                                BODY: string;
                                /** @enum {string} */
                                STATE: "draft" | "published" | "withdrawn";
                                /** @enum {string} */
                                AUDIENCE: "all" | "vendors" | "staff" | "vendorList" | "roleList";
                                VENDOR_CODES: string[];
                                ROLE_IDS: number[];
                                PUBLISH_FROM: string | null;
                                PUBLISH_TO: string | null;
                                PINNED: boolean;
                                VERSION: number;
                                ATTACHMENTS: {
                                    ID: number;
                                    FILE_NAME: string;
                                    CONTENT_TYPE: string;
                                    SIZE: number;
                                    CREATED_AT: string;
                                }[];
                                CREATED_BY: string;
                                CREATETIME: string;
                                UPDATED_BY: string | null;
                                UPDATED_AT: string;
                                PUBLISHED_BY: string | null;
                                PUBLISHED_AT: string | null;
                                WITHDRAWN_AT: string | null;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Announcement/Save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a draft (no ID) or modify one; the body is stored sanitised; editing the content of a published one raises its version */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID?: number;
                        TITLE: string;
                        /** @default  */
                        BODY?: string;
                        /** @enum {string} */
                        AUDIENCE: "all" | "vendors" | "staff" | "vendorList" | "roleList";
                        /** @default [] */
                        VENDOR_CODES?: string[];
                        /** @default [] */
                        ROLE_IDS?: number[];
                        /** Format: date-time */
                        PUBLISH_FROM?: string | null;
                        /** Format: date-time */
                        PUBLISH_TO?: string | null;
                        /** @default false */
                        PINNED?: boolean;
                        /** @default [] */
                        ATTACHMENT_IDS?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                TITLE: string;
                                BODY: string;
                                /** @enum {string} */
                                STATE: "draft" | "published" | "withdrawn";
                                /** @enum {string} */
                                AUDIENCE: "all" | "vendors" | "staff" | "vendorList" | "roleList";
                                VENDOR_CODES: string[];
                                ROLE_IDS: number[];
                                PUBLISH_FROM: string | null;
                                PUBLISH_TO: string | null;
                                PINNED: boolean;
                                VERSION: number;
                                ATTACHMENTS: {
                                    ID: number;
                                    FILE_NAME: string;
                                    CONTENT_TYPE: string;
                                    SIZE: number;
                                    CREATED_AT: string;
                                }[];
                                CREATED_BY: string;
                                CREATETIME: string;
                                UPDATED_BY: string | null;
                                UPDATED_AT: string;
                                PUBLISHED_BY: string | null;
                                PUBLISHED_AT: string | null;
                                WITHDRAWN_AT: string | null;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Announcement/Publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** draft | withdrawn → published */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                TITLE: string;
                                BODY: string;
                                /** @enum {string} */
                                STATE: "draft" | "published" | "withdrawn";
                                /** @enum {string} */
                                AUDIENCE: "all" | "vendors" | "staff" | "vendorList" | "roleList";
                                VENDOR_CODES: string[];
                                ROLE_IDS: number[];
                                PUBLISH_FROM: string | null;
                                PUBLISH_TO: string | null;
                                PINNED: boolean;
                                VERSION: number;
                                ATTACHMENTS: {
                                    ID: number;
                                    FILE_NAME: string;
                                    CONTENT_TYPE: string;
                                    SIZE: number;
                                    CREATED_AT: string;
                                }[];
                                CREATED_BY: string;
                                CREATETIME: string;
                                UPDATED_BY: string | null;
                                UPDATED_AT: string;
                                PUBLISHED_BY: string | null;
                                PUBLISHED_AT: string | null;
                                WITHDRAWN_AT: string | null;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Announcement/Withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** published → withdrawn */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                TITLE: string;
                                BODY: string;
                                /** @enum {string} */
                                STATE: "draft" | "published" | "withdrawn";
                                /** @enum {string} */
                                AUDIENCE: "all" | "vendors" | "staff" | "vendorList" | "roleList";
                                VENDOR_CODES: string[];
                                ROLE_IDS: number[];
                                PUBLISH_FROM: string | null;
                                PUBLISH_TO: string | null;
                                PINNED: boolean;
                                VERSION: number;
                                ATTACHMENTS: {
                                    ID: number;
                                    FILE_NAME: string;
                                    CONTENT_TYPE: string;
                                    SIZE: number;
                                    CREATED_AT: string;
                                }[];
                                CREATED_BY: string;
                                CREATETIME: string;
                                UPDATED_BY: string | null;
                                UPDATED_AT: string;
                                PUBLISHED_BY: string | null;
                                PUBLISHED_AT: string | null;
                                WITHDRAWN_AT: string | null;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Announcement/Delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a draft */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: number;
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Announcement/Receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who of the audience read which version and when, and who has not */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                VERSION: number;
                                AUDIENCE_COUNT: number;
                                READ_COUNT: number;
                                ROWS: {
                                    USER_ID: number;
                                    USER_NAME: string;
                                    NICK_NAME: string;
                                    VENDOR_CODE: string | null;
                                    IN_AUDIENCE: boolean;
                                    READ_VERSION: number | null;
                                    READ_AT: (string) | null;
                                    READ: boolean;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Announcement/AudienceOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The roles and vendors an audience may name */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ROLES: {
                                    ID: number;
                                    ROLE_NAME: string;
                                }[];
                                VENDORS: {
                                    VENDOR_CODE: string;
                                    VENDOR_NAME: string;
                                }[];
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Announcement/Mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The announcements the caller may read now: pinned first, then the newest; with READ */
        get: {
            parameters: {
                query?: {
                    Page?: number;
                    Limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ITEMS: {
                                    ID: number;
                                    TITLE: string;
                                    PINNED: boolean;
                                    SHOWN_AT: string;
                                    VERSION: number;
                                    READ: boolean;
                                    HAS_ATTACHMENTS: boolean;
                                }[];
                                TOTAL: number;
                                UNREAD: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Announcement/Read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One announcement (sanitised body) for its reader; marks its current version read */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                TITLE: string;
                                BODY: string;
                                PINNED: boolean;
                                SHOWN_AT: string;
                                VERSION: number;
                                ATTACHMENTS: {
                                    ID: number;
                                    FILE_NAME: string;
                                    CONTENT_TYPE: string;
                                    SIZE: number;
                                    CREATED_AT: string;
                                }[];
                                READ_AT: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Attachment/Upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads one file (multipart/form-data, field "file") for a kind of document; it stays unclaimed, readable by its uploader only, until the document is saved with its ID */
        post: {
            parameters: {
                query: {
                    KIND: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FILE_NAME: string;
                                CONTENT_TYPE: string;
                                SIZE: number;
                                CREATED_AT: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Attachment/Download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The file of an attachment, to its uploader while unclaimed, then to whoever may read its document; 404 for anyone else. `inline=1` shows images and PDFs in place */
        get: {
            parameters: {
                query: {
                    id: number;
                    inline?: "0" | "1";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DomainEvent/LoadData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deliveries of domain events not yet delivered (pending, retried or failed), newest event first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: string | null;
                                EVENT_ID: number | null;
                                EVENT_NAME: string | null;
                                SUBSCRIBER: string | null;
                                STATE: string | null;
                                ATTEMPTS: number | null;
                                LAST_ERROR: string | null;
                                ENTITY: string | null;
                                ENTITY_ID: string | null;
                                CREATETIME: (string) | null;
                                UPDATED_AT: (string) | null;
                                PAYLOAD: string | null;
                            }[];
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DomainEvent/ExportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export: Deliveries of domain events not yet delivered (pending, retried or failed), newest event first (xlsx of the current filters and visible columns, as a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ID: number;
                                FileName: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DomainEvent/PrintData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print: Deliveries of domain events not yet delivered (pending, retried or failed), newest event first (the page or the rows of KEYS, as a PDF through the list template) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        Page?: number;
                        /** @default 10 */
                        Limit?: number;
                        LIST_ROUTE?: string;
                        OrderByParam?: string;
                        OrderBySort?: 0 | 1 | "0" | "1" | "asc" | "desc";
                        Params?: {
                            FIELD_NAME: string;
                            PARAM_NAME?: string;
                            /** @default 1 */
                            ACTION_TYPE?: number;
                            PARAM_VALUE?: (string | number) | null;
                            /** @default 1 */
                            DATA_TYPE?: number;
                        }[];
                        TITLE?: string;
                        KEYS?: (string | number)[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                FileUrl: string | null;
                                ExportId: number;
                                PAGES: number;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DomainEvent/Retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retry a failed delivery: pending again, its job queued (audited); 409 when it has not failed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        EVENT_ID: number;
                        SUBSCRIBER: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                EVENT_ID: number;
                                SUBSCRIBER: string;
                            };
                            count?: number;
                            pageSize?: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data?: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        MenuTreeNodeInput: {
            ID: number;
            PARENT_ID: number | null;
            Menu_Code: string;
            Menu_Name: string;
            MENU_EN: string;
            Link_Url: string | null;
            Icon_Url: string | null;
            Target: string;
            /** @enum {string} */
            ENABLED: "Y" | "N";
            ORD_IDX: number;
            children: components["schemas"]["MenuTreeNodeInput"][];
        };
        MenuTreeNode: {
            ID: number;
            PARENT_ID: number | null;
            Menu_Code: string;
            Menu_Name: string;
            MENU_EN: string;
            Link_Url: string | null;
            Icon_Url: string | null;
            Target: string;
            /** @enum {string} */
            ENABLED: "Y" | "N";
            ORD_IDX: number;
            children: components["schemas"]["MenuTreeNode"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
