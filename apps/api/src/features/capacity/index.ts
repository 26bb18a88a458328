export {
  type CapacityHold,
  type CapacityKind,
  releaseCapacity,
  takeCapacity,
  usedCapacity,
} from './take-capacity';
