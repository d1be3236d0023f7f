import { pageConfigOf } from '../../../page-config'

export default definePageConfig(pageConfigOf('pages/assess/custom-pages/test-tips'))
