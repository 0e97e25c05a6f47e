import type { TestProject } from 'vitest/node';
import { type PhotoFixtures, photoFixtures } from './fixtures/photos';

/** Draws the test photos once, in Node, and hands them to the workerd tests (`inject('photos')`, base64). */
export default async function setup(project: TestProject) {
  project.provide('photos', await photoFixtures());
}

declare module 'vitest' {
  export interface ProvidedContext {
    photos: PhotoFixtures;
  }
}
