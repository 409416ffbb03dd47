// What other features use of projects; they import it from here only (eslint.config.js).
export { projectsQueryKey } from './use-projects';
