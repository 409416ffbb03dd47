export { buildExplanation, type BuildExplanationInput } from './explanation';
export { describeClient, type ClientPicture } from './client-picture';
export {
  clientWording,
  findInternalMarkers,
  internalMarkerIn,
  splitForClient,
} from './client-words';
export { EXPLANATION_DETAILS, type ExplanationDetail } from './explanation-detail';
