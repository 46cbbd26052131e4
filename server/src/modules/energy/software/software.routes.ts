import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as versions from './software.service.js';

/** `energy/software…` (kind 1) and `energy/firmware…` (kind 2): the same calls on one table; the device upgrade. */
export function energySoftwareRoutes(app: FastifyInstance) {
  const { db } = app;
  const kinds = [
    [1, calls.energySoftwareList, calls.energySoftwareGet, calls.energySoftwareCreate, calls.energySoftwareUpdate, calls.energySoftwareDelete, calls.energySoftwareDevices],
    [2, calls.energyFirmwareList, calls.energyFirmwareGet, calls.energyFirmwareCreate, calls.energyFirmwareUpdate, calls.energyFirmwareDelete, calls.energyFirmwareDevices],
  ] as const;
  for (const [kind, list, get, create, update, remove, devices] of kinds) {
    registerCall(app, list, ({ access, query }) => versions.list(db, access, kind, query));
    registerCall(app, get, ({ access, query }) => versions.get(db, access, kind, query.id));
    registerCall(app, create, ({ actor, body }) => versions.create(db, actor, kind, body));
    registerCall(app, update, ({ actor, body }) => versions.update(db, actor, kind, body));
    registerCall(app, remove, ({ actor, query }) => versions.remove(db, actor, kind, query.id));
    registerCall(app, devices, ({ access, query }) => versions.devices(db, access, kind, query));
  }
  registerCall(app, calls.energyDeviceUpgrade, ({ actor, body }) => versions.upgrade(db, actor, body));
}
