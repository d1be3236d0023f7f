// moved to src/components/form-field/use-form.ts; this re-export goes with the old kit
export * from '../../../components/form-field/use-form'
