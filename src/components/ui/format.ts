// moved to src/utils/track.ts; this re-export goes with the old kit
export * from '../../utils/track'
