# The texts of scenarios/oncall-2-two-readers.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = De guardia 2. Dos lectores
description = Cada pago va de la API directamente a dos Workers: ledger-1 lo contabiliza en la Base de datos ledger, y fraud-1 lo revisa. Sus zonas tienen mantenimiento pendiente: zone-b, donde corre ledger-1, se apaga a la 1:00 durante un minuto, y zone-c, la de fraud-1, a las 2:30. Lo que llega a un Worker mientras está caído se pierde. Desde las 3:50 ledger-1 además se cae de vez en cuando, antes de guardar hasta donde llegó. Mantén vivo el presupuesto de errores hasta las 5:00, y no construyas más de lo que hace falta.
hints-0-say = La API entrega los pagos directamente a los Workers de {"{"}groups:api{"}"}, sin nada en medio: un pago que llega a un Worker caído se pierde; uno que espera en un búfer se lee cuando el Worker vuelve. Los dos grupos necesitan todos los pagos: una Queue da cada uno a un solo lector, un Event Stream se los da todos a cada grupo.
hints-1-say = ledger-1 contabiliza en la Base de datos ledger cada pago que lee, y allí nada rechaza un segundo asiento: un Worker que se cae antes del commit vuelve a leer sus últimos pagos y los contabiliza dos veces. Activa la clave única en el Inspector de la Base de datos ledger: así se rechaza un segundo asiento del mismo pago.
nodes-api-name = API de pagos
