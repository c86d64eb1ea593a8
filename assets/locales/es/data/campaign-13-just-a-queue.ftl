# The texts of scenarios/campaign-13-just-a-queue.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = 13. Basta con una Queue
description = Los correos para restablecer la contraseña van de la API directamente al Worker mailer, lo único que los lee. Lo que llega al mailer mientras está caído se pierde, y su host se está haciendo viejo: murió dos veces la semana pasada. Envía al menos 5000 correos en cinco minutos sin agotar el presupuesto de errores, y no construyas más de lo que hace falta.
hints-0-say = La API envía los correos directamente a mailer-1, sin nada en medio: lo que envía mientras el host de mailer-1 está muerto se pierde. Pon un búfer en medio (Construir), pasa por él los correos de la API y desenlaza la API del mailer: esperan allí hasta que un host reemplazado los lea. Un solo lector sin nada que reprocesar solo necesita una Queue.
nodes-api-name = Shop API
