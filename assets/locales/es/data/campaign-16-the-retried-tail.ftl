# The texts of scenarios/campaign-16-the-retried-tail.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = 16. El lote reintentado
description = El stream stock guarda tres copias de cada partición y confirma un movimiento de stock solo cuando lo tienen todos los brokers sincronizados: un broker que se detiene no pierde nada. Desde las 0:30 los brokers reciben una actualización escalonada, un reinicio cada 25 s. El servicio de stock suma los movimientos de cada producto en su recuento. Mantén vivo el presupuesto de errores hasta las 5:00.
hints-0-say = El productor de stock funciona sin idempotencia (acks={"{"}acks:stock{"}"}): en cada reinicio reenvía lo que no le confirmaron como guardado, y el nuevo líder guarda por segunda vez lo que ya tenía, detrás de movimientos más nuevos. En el Inspector del stream stock deja acks en all y activa Idempotencia (por defecto en Kafka desde 3.0): así un lote reintentado se guarda una vez, en orden.
nodes-api-name = API del almacén
