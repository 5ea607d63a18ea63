/** The area file as the area feature gets it from app.ts (features/area/area.files.ts). */
import type { AreaFiles } from '../features/area/area.files.ts';
import { AreaFileSchema, type AreaFile } from './area.file.ts';
import { AreaExistsError, importArea } from './area.import.ts';
import { exportArea } from './area.export.ts';

export const areaFiles: AreaFiles<AreaFile> = {
  schema: AreaFileSchema,
  importArea: (target, file) => importArea(target, file),
  exportArea,
  isAreaTaken: (error): error is AreaExistsError => error instanceof AreaExistsError,
};
