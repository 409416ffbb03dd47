export { buildExplanation, type BuildExplanationInput } from './explanation';
export { describeClient, type ClientPicture } from './client-picture';
