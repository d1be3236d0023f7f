/** Every server module, in start order. */
import type { ServerModule } from './types'
import { systemModule } from './system'
import { accountModule } from './account'
import { providersModule } from '../providers'
import { regionModule } from './region'
import { configModule } from './config'
import { profileModule } from './profile'
import { lookupModule } from './lookup'
import { schoolModule } from './school'
import { specialtyModule } from './specialty'
import { wishModule } from './wish'
import { membershipModule } from './membership'
import { auditModule } from './audit'
import { paymentModule } from './payment'
import { assessModule } from './assess'
import { contentModule } from './content'
import { careerModule } from './career'

// account first: it opens the shared KV store and the session resolver the others rely on
export const MODULES: ServerModule[] = [
  systemModule,
  accountModule,
  providersModule,
  regionModule,
  configModule,
  profileModule,
  lookupModule,
  schoolModule,
  specialtyModule,
  wishModule,
  membershipModule,
  auditModule,
  paymentModule,
  assessModule,
  contentModule,
  careerModule,
]
