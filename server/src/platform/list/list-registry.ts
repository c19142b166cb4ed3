import type { ExportStartResult, Language, PrintResult } from '@srm/contract';
import type { FastifyInstance } from 'fastify';
import type { RawBuilder } from 'kysely';
import type { AuthContext } from '../auth.ts';
import type { Permission } from '../permissions.ts';
import type { ListDefinition } from './list-definition.ts';
import type { ListQuery } from './list-engine.ts';

/** A list served by `registerListRoute`: what ListParam/* and exports look up by LIST_ROUTE. */
export type RegisteredList = {
  definition: ListDefinition;
  /** The permission of its LoadData (and ExportData): reading its configuration needs the same. */
  permission: Permission;
  loadPath: string;
  exportPath: string;
  /** `<Module>/PrintData` beside the export ('' when the list has no export). */
  printPath: string;
  extra?: (auth: AuthContext) => RawBuilder<unknown>[];
};

/** Starts the export job of a list (the export module provides it: platform/ imports no module). */
export type ListExporter = (
  app: FastifyInstance,
  auth: AuthContext,
  lang: Language,
  list: RegisteredList,
  query: ListQuery,
) => Promise<ExportStartResult>;

/** Prints a page or a selection (by KEYS) of a list through the list template (the print-template module provides it). */
export type ListPrinter = (
  app: FastifyInstance,
  auth: AuthContext,
  lang: Language,
  list: RegisteredList,
  query: ListQuery,
  keys: (string | number)[] | undefined,
  heading?: string,
) => Promise<PrintResult>;

/** LIST_ROUTE → the list, per app (tests build several apps in one process). Unknown routes are denied. */
export class ListRegistry {
  readonly #byRoute = new Map<string, RegisteredList>();
  #exporter: ListExporter | undefined;
  #printer: ListPrinter | undefined;

  /** Called once by the export module as the app is built. */
  provideExporter(exporter: ListExporter): void {
    this.#exporter = exporter;
  }

  get exporter(): ListExporter {
    if (!this.#exporter) throw new Error('No export module registered: ExportData cannot be served');
    return this.#exporter;
  }

  /** Called once by the print-template module as the app is built. */
  providePrinter(printer: ListPrinter): void {
    this.#printer = printer;
  }

  get printer(): ListPrinter {
    if (!this.#printer) throw new Error('No print-template module registered: PrintData cannot be served');
    return this.#printer;
  }

  add(entry: RegisteredList): void {
    const existing = this.#byRoute.get(entry.definition.route);
    if (existing && existing.definition !== entry.definition) {
      throw new Error(
        `${entry.loadPath}: LIST_ROUTE ${entry.definition.route} is already served by ${existing.loadPath}`,
      );
    }
    if (!existing) this.#byRoute.set(entry.definition.route, entry);
  }

  get(route: string): RegisteredList | undefined {
    return this.#byRoute.get(route);
  }

  all(): RegisteredList[] {
    return [...this.#byRoute.values()];
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    listRegistry: ListRegistry;
  }
}
