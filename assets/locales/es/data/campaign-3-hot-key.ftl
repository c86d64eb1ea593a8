# The texts of scenarios/campaign-3-hot-key.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = 3. La clave caliente
description = Un gran cliente envía la mitad de todos los pedidos. Con el cliente como clave, su partición recibe más de lo que un Worker puede leer, y el lag de billing en ella sube. Mantén el lag de billing por debajo de 1500 en cada partición durante cuatro minutos, sin desordenar el historial de pedidos de demasiados clientes.
hints-0-say = El lag de billing es {"{"}lag:billing{"}"} y sigue creciendo. El stream orders particiona por clave, y una clave llena una sola partición por muchos Workers que haya: la lee un solo Worker. Dale más capacidad a ese Worker (su tamaño, en su Inspector) y la clave conserva su orden; o aplica sal a la clave caliente o cambia a round robin en el Inspector del stream orders: la carga se reparte, y los eventos de ese cliente pierden su orden.
nodes-api-name = Shop API
