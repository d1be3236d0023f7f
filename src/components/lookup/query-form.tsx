// moved to src/components/query-form; this re-export goes with the old kit
export { QueryForm } from '../query-form'
