/** The calls of the membership module: membership cards (User/CardCheck, CardActivation, ReceiveCard). */
import { defineHandlers, type AuthUser } from '../../http/registry'
import { activateCard, checkCard, receivedCards } from './cards'

const uid = (user: AuthUser | null) => (user as AuthUser).userId

export const membershipHandlers = defineHandlers({
  'User/CardCheck': ({ body, user, ctx, req }) => checkCard(ctx, uid(user), req.ip, body.CardNo),
  'User/CardActivation': ({ body, user, ctx, req }) => activateCard(ctx, uid(user), req.ip, body.CardNo),
  'User/ReceiveCard': ({ user, ctx }) => receivedCards(ctx, uid(user)),
})
