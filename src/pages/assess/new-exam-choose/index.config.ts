import { pageConfigOf } from '../../../page-config'

export default definePageConfig(pageConfigOf('pages/assess/new-exam-choose/index'))
