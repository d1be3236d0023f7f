// moved to src/services/lookup-routes.ts; this re-export goes with the old kit
export * from '../../services/lookup-routes'
