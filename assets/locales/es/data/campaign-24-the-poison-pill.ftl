# The texts of scenarios/campaign-24-the-poison-pill.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = 24. La poison pill
description = Los reembolsos del proveedor de pagos llegan por el stream refunds, 24 por segundo en dos particiones, y los dos Workers del grupo ledger los contabilizan, 15 por segundo cada uno. De vez en cuando el proveedor envía un reembolso que el código de ledger no sabe interpretar. Los Workers no se saltan un registro con el que fallan: lo intentan otra vez, y otra. Desde la 1:40, mantén el lag de ledger en 500 o menos hasta que acabe el día a las 4:00. Un reembolso que no se puede contabilizar no debe desaparecer: el equipo de finanzas lee el stream Dead letters (refunds-dlq) y los contabiliza a mano.
hints-0-say = {"{"}blocked:refunds{"}"} está detenido en un registro que sus Workers no pueden procesar: un grupo de consumidores nunca se salta un registro por sí solo, y su lag crece detrás. Un share group archiva ese registro al llegar a su límite de entregas y sigue leyendo (Tipo de grupo share, en el Inspector de un Worker de ledger); haz de Dead letters (refunds-dlq) su stream de dead letters para que el registro se conserve y no se descarte.
nodes-provider-name = Proveedor de pagos
nodes-refunds-dlq-name = Dead letters
nodes-finance-name = Equipo de finanzas
