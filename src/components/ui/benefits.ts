// moved to src/content/membership.ts; this re-export goes with the old kit
export * from '../../content/membership'
